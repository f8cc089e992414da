// Where a login may land: a path of this site only, never another origin (no open redirect).
const FALLBACK = '/admin';

export function safeCallbackPath(raw: unknown, siteOrigin: string): string {
  if (typeof raw !== 'string' || raw.trim() === '') return FALLBACK;
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== new URL(siteOrigin).origin) return FALLBACK;
  // '/.//evil.example' normalises to the path '//evil.example', which a browser reads as
  // another host: a path must start with one slash and no backslash.
  if (/^\/[\/\\]/.test(url.pathname)) return FALLBACK;
  if (url.pathname.startsWith('/admin/admin-login')) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
