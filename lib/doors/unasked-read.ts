// Fetch Metadata (https://www.w3.org/TR/fetch-metadata/): browsers say what a request is for and
// who started it. A read of an admin door answers with the reader's session, so one that a page
// did not ask for itself (an <img>, <iframe>, <script> or <link> naming the door, or another
// site) is refused: a backup or an export is never made because someone opened a news item.
// Pure: the headers only.

/** What the back office's own pages ask for: fetch() (`empty`) and a link followed (`document`). */
const PAGE_DESTINATIONS = new Set(['empty', 'document']);
/** This site's own pages, or the person (a typed address, a bookmark): never another site. */
const OWN_SITES = new Set(['same-origin', 'none']);

export const UNASKED_READ_MESSAGE =
  "The back office's data is sent only to its own pages, never to an image, a frame, a script or another site.";

/**
 * Whether a GET or HEAD came from a browser for something other than the back office's own
 * pages: `Sec-Fetch-Dest` present and not `empty` or `document`, or `Sec-Fetch-Site` present and
 * `cross-site` or `same-site`. Requests without the headers (scripts, curl, older browsers)
 * pass: they carry no one's cookies but their own.
 */
export function isUnaskedRead(request: Pick<Request, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const destination = request.headers.get('sec-fetch-dest')?.trim().toLowerCase();
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (destination !== undefined && !PAGE_DESTINATIONS.has(destination)) return true;
  return site !== undefined && !OWN_SITES.has(site);
}
