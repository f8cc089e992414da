/**
 * A request carrying this header is answered as if there were no redirects: the fallback rewrite
 * of next.config.mjs (which names the header by its literal) steps aside, so an address no route
 * takes gets Next's own 404 page, and nothing is counted. The server sends it when it looks at
 * its own addresses (what one answers today, the 404 page); a client sending it only goes without.
 */
export const SKIP_REDIRECTS_HEADER = 'x-skip-redirects';
