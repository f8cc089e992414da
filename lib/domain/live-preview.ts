// The editor's "Live preview": a frame showing the page's public address with LIVE_PREVIEW_PARAM,
// which middleware.ts turns, for a request in draft mode only, into LIVE_PREVIEW_HEADER; the page
// then renders the signed-in editor's unsaved copy (lib/pages/page-copy.ts). A header rather than
// the query itself, because the page's copy is read far from the route, which would have to pass
// the query down. Pure: middleware.ts runs on the Edge runtime.
import { z } from 'zod';

export const LIVE_PREVIEW_PARAM = 'live-preview';
export const LIVE_PREVIEW_HEADER = 'x-live-preview';
/**
 * Where a page of the firm's own is shown in the frame. In draft mode Next renders the shipped
 * services' route for every one-segment address instead of passing an unknown one on to the
 * fallback that answers such a page (lib/redirects/missing-address.ts), so the frame asks a
 * route of its own, which renders the page only for an editor previewing it.
 */
export const LIVE_OWN_PAGE_PREFIX = '/_live';

/** Where an editor previews the page of the firm's own at `path` (its public address). */
export const ownPagePreviewPath = (path: string) => `${LIVE_OWN_PAGE_PREFIX}${path}`;

/** The public address of a path a preview was on: ownPagePreviewPath undone, others as they are. */
export const previewedPublicPath = (path: string) =>
  path.startsWith(`${LIVE_OWN_PAGE_PREFIX}/`) ? path.slice(LIVE_OWN_PAGE_PREFIX.length) : path;

/** What the editor sends at each pause in typing: the copy as it holds it, in its kind's shape. */
export const livePreviewInputSchema = z.object({ content: z.unknown() });

/** The frame's address: the page's public one, marked (`path` may carry a query or fragment). */
export function livePreviewAddress(path: string, ownPage: boolean): string {
  const url = new URL(ownPage ? ownPagePreviewPath(path) : path, 'http://site.invalid');
  url.searchParams.set(LIVE_PREVIEW_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
