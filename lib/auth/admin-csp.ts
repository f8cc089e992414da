// The back office's Content-Security-Policy: scripts only with this response's nonce (and what
// they load, 'strict-dynamic'), never inline script without it. Its pages render per request
// anyway, so a nonce costs nothing there; public pages are served from the page cache and keep
// the static policy of scripts/security-headers.cjs. Pure, because middleware.ts runs on the Edge runtime.

/** A fresh nonce for one response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function adminContentSecurityPolicy(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Tiptap and React set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The page editors' live preview: this site's own public pages, nothing from elsewhere.
    "frame-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
