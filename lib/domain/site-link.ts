import { z } from 'zod';

// A link the firm types into a menu or a section's button: a page of this site (one leading
// slash, since two would leave the site) or an https:// address. Pure: the forms and the doors
// refuse the same links with the same words.

export const SITE_LINK_MESSAGE =
  'Enter a page of this site (an address starting with /) or an address starting with https://';
export const MAX_SITE_LINK = 300;

/** An address of this site: one leading slash, no spaces or markup. */
export const isSiteAddress = (value: string) => /^\/(?![/\\])[^\s<>"'\\]*$/.test(value);

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
};

export const siteLinkSchema = z
  .string(SITE_LINK_MESSAGE)
  .trim()
  .min(1, SITE_LINK_MESSAGE)
  .max(MAX_SITE_LINK, `The link is too long (${MAX_SITE_LINK} characters at most)`)
  .refine((value) => isSiteAddress(value) || isHttps(value), SITE_LINK_MESSAGE);

/** The page address a link names, without its query, fragment or trailing slash; null if off-site. */
export function sitePathOf(link: string): string | null {
  if (!isSiteAddress(link)) return null;
  const path = link.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}
