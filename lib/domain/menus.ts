// The site's header and footer menus as the back office edits them (/admin/menus): one schema
// for the form and its door (app/api/admin/menus), so both refuse the same links with the same
// words. Pure. Today's links are the defaults (lib/own-data/menus-store.ts).
import { z } from 'zod';
import { siteLinkSchema, sitePathOf } from './site-link';

export const MAX_MENU_LINKS = 12;
export const MAX_MENU_LABEL = 60;

export const menuLinkSchema = z.object({
  label: z
    .string('Enter the label')
    .trim()
    .min(1, 'Enter the label')
    .max(MAX_MENU_LABEL, `The label is too long (${MAX_MENU_LABEL} characters at most)`)
    .regex(/^[^<>\r\n]*$/, 'The label cannot contain < or > or line breaks'),
  link: siteLinkSchema,
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

/**
 * Whether a link names an address of this site that is none of its pages (a page removed or
 * moved since the link was added): the screen warns beside it.
 */
export function isMissingPage(link: string, pages: readonly MenuPage[]): boolean {
  const path = sitePathOf(link.trim());
  if (path === null) return false;
  return !pages.some((page) => page.path.toLowerCase() === path.toLowerCase());
}
