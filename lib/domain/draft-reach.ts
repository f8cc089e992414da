// Next's draft mode is one cookie for the whole site, and the editor's live preview turns it on
// as soon as a page editor opens (its frame renders the unsaved copy in draft mode). Left alone,
// an editor would then browse the public site as a preview until the browser closes: drafts and
// unpublished pages shown, every page rendered uncached. So middleware.ts lets the cookie reach a
// page only for a request that asks to be a preview: the live preview's frame (its address
// marked) or a browser that pressed "Preview" (PREVIEW_MARK_COOKIE, set by that door). Pure:
// middleware.ts runs on the Edge runtime.

/** Next's draft-mode cookie: the page is rendered for this request, outside the page cache. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** Set by the Preview door for the browser session: this browser previews the site. */
export const PREVIEW_MARK_COOKIE = 'site-preview';

/** The request's Cookie header without the cookie `name` (every other cookie as it came). */
export function cookieHeaderWithout(header: string, name: string): string {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && pair.split('=', 1)[0] !== name)
    .join('; ');
}
