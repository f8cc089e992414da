// The addresses of the site's own machinery, which no visitor ever asks for and no redirect may
// take: the page an added service is rendered at (app/(site)/%5Fservice), the handler
// next.config.mjs's fallback rewrite sends unknown addresses to (app/%5Fmissing), the address the
// server asks for Next's own 404 page at (not-found-page.ts), Next's files, the doors, the back
// office, the media, and the editors' live preview of a page of the firm's own. Pure: the gate
// (internal-request.ts) and the redirects' checks read it.
import { LIVE_OWN_PAGE_PREFIX } from '@/lib/domain/live-preview';

/** What only the server itself may ask for: the two internal routes. */
export const SERVER_ONLY_PREFIXES = ['/_service', '/_missing'] as const;

/** Where a page at an address the build did not know is rendered: app/(site)/%5Fservice. */
export const servicePagePath = (address: string) => `/_service/${encodeURIComponent(address)}`;

/** Every address a redirect may never take. */
export const INTERNAL_PREFIXES = [
  ...SERVER_ONLY_PREFIXES,
  '/_nowhere',
  LIVE_OWN_PAGE_PREFIX,
  '/_next',
  '/api',
  '/admin',
  '/media',
] as const;

/** A path as routing reads it: percent-escapes decoded (/%5Fservice is /_service), lower case. */
function normalised(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compared as it came.
  }
  return decoded.toLowerCase();
}

const under = (path: string, prefixes: readonly string[]) => {
  const plain = normalised(path);
  return prefixes.some((prefix) => plain === prefix || plain.startsWith(`${prefix}/`));
};

/** Whether `path` (no query) names one of the two internal routes only the server may ask for. */
export const isServerOnlyPath = (path: string): boolean => under(path, SERVER_ONLY_PREFIXES);

/** Why `from` cannot be a redirect's From because the site's machinery owns it; null if not. */
export function internalFromProblem(from: string): string | null {
  if (!under(from, INTERNAL_PREFIXES)) return null;
  return `${from} is one of the site's internal addresses (under ${INTERNAL_PREFIXES.join(', ')}): a redirect cannot take it.`;
}
