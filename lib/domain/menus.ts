// The site's header and footer menus as the back office edits them (/admin/menus): one schema
// for the form and its door (app/api/admin/menus), so both refuse the same links with the same
// words. Pure. Today's links are the defaults (lib/own-data/menus-store.ts).
import { z } from 'zod';

export const MAX_MENU_LINKS = 12;
export const MAX_MENU_LABEL = 60;
export const MAX_MENU_LINK = 300;

const LINK_MESSAGE =
  'Enter a page of this site (an address starting with /) or an address starting with https://';

/** An address of this site: one leading slash (two would leave the site), no spaces or markup. */
const isSiteAddress = (value: string) => /^\/(?![/\\])[^\s<>"'\\]*$/.test(value);

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
};

export const menuLinkSchema = z.object({
  label: z
    .string('Enter the label')
    .trim()
    .min(1, 'Enter the label')
    .max(MAX_MENU_LABEL, `The label is too long (${MAX_MENU_LABEL} characters at most)`)
    .regex(/^[^<>\r\n]*$/, 'The label cannot contain < or > or line breaks'),
  link: z
    .string(LINK_MESSAGE)
    .trim()
    .min(1, LINK_MESSAGE)
    .max(MAX_MENU_LINK, `The link is too long (${MAX_MENU_LINK} characters at most)`)
    .refine((value) => isSiteAddress(value) || isHttps(value), LINK_MESSAGE),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

const menu = (name: string) =>
  z
    .array(menuLinkSchema, `The ${name} menu is a list of links`)
    .max(MAX_MENU_LINKS, `The ${name} menu has at most ${MAX_MENU_LINKS} links`);

export const menusSchema = z.object({ header: menu('header'), footer: menu('footer') });
export type Menus = z.infer<typeof menusSchema>;
export type MenuName = keyof Menus;

/** What the form sends: the menus and the version it loaded (0: never saved). */
export const menusSaveSchema = menusSchema.extend({
  version: z.number('Reload the page and try again').int().min(0),
});
export type MenusSave = z.infer<typeof menusSaveSchema>;

/** A page of the site a link may name, as the screen offers them. */
export const menuPageSchema = z.object({ title: z.string(), path: z.string() });
export type MenuPage = z.infer<typeof menuPageSchema>;

/** What the door answers: the menus, their version, who saved them last, the site's pages. */
export const menusSettingsSchema = z.object({
  menus: menusSchema,
  version: z.number().int().min(0),
  savedBy: z.object({ name: z.string(), at: z.iso.datetime() }).nullable(),
  pages: z.array(menuPageSchema),
});
export type MenusSettings = z.infer<typeof menusSettingsSchema>;

/** The page address a link names, without its query, fragment or trailing slash; null if off-site. */
export function sitePathOf(link: string): string | null {
  if (!isSiteAddress(link)) return null;
  const path = link.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

/**
 * Whether a link names an address of this site that is none of its pages (a page removed or
 * moved since the link was added): the screen warns beside it.
 */
export function isMissingPage(link: string, pages: readonly MenuPage[]): boolean {
  const path = sitePathOf(link.trim());
  if (path === null) return false;
  return !pages.some((page) => page.path.toLowerCase() === path.toLowerCase());
}
