// Where a login (or leaving a preview) may land: a path of this site only, never another origin
// (no open redirect); `fallback` for anything else.
export function safeCallbackPath(raw: unknown, siteOrigin: string, fallback = '/admin'): string {
  if (typeof raw !== 'string' || raw.trim() === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(siteOrigin).origin) return fallback;
  // '/.//evil.example' normalises to the path '//evil.example', which a browser reads as
  // another host: a path must start with one slash and no backslash.
  if (/^\/[\/\\]/.test(url.pathname)) return fallback;
  if (url.pathname.startsWith('/admin/admin-login')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
