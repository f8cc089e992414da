import 'server-only';

/**
 * `link` as a URL when it points at API_BASE_URL's origin (relative links resolve against it),
 * otherwise null: the server follows and proxies nothing else.
 */
export function ownUrl(link: string, baseUrl: string): URL | null {
  const base = new URL(`${baseUrl}/`);
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === base.origin ? url : null;
}
