// The editor's "Live preview": a frame showing the page's public address with LIVE_PREVIEW_PARAM,
// which middleware.ts turns, for a request in draft mode only, into LIVE_PREVIEW_HEADER; the page
// then renders the signed-in editor's unsaved copy (lib/pages/page-copy.ts). A header rather than
// the query itself, because the page's copy is read far from the route, and a page of the firm's
// own is rendered by a second request to this server (lib/redirects/service-page-answer.ts) that
// passes headers on, not the query. Pure: middleware.ts runs on the Edge runtime.
import { z } from 'zod';

export const LIVE_PREVIEW_PARAM = 'live-preview';
export const LIVE_PREVIEW_HEADER = 'x-live-preview';
/**
 * The mark's value for a page of the firm's own. In draft mode Next renders the shipped services'
 * route for every one-segment address instead of passing an unknown one on to the fallback, which
 * is where such a page is answered (lib/redirects/missing-address.ts): middleware.ts sends the
 * frame's request there itself.
 */
export const LIVE_PREVIEW_OWN_PAGE = 'own-page';

/** What the editor sends at each pause in typing: the copy as it holds it, in its kind's shape. */
export const livePreviewInputSchema = z.object({ content: z.unknown() });

/** The frame's address: the page's public one, marked (`path` may carry a query or fragment). */
export function livePreviewAddress(path: string, ownPage: boolean): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(LIVE_PREVIEW_PARAM, ownPage ? LIVE_PREVIEW_OWN_PAGE : '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
