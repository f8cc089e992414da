// The policy of a public page rendered for one request (an editor's preview: Next's draft mode).
// Such a page is never served from the page cache, so its scripts can carry this response's
// nonce and no inline script without it runs: rich text an Editor planted cannot act in an
// Owner's preview even if it got past the sanitiser (issue 53). Pure, because middleware.ts
// runs on the Edge runtime; the other directives are the public policy's own.
import { publicContentSecurityPolicy } from '@/scripts/security-headers.cjs';
import { askBeforePaintScript } from '@/lib/consent/consent-ask';

let inlineHash: Promise<string> | undefined;

/** The one inline script the site writes itself (the cookie question), allowed by its hash. */
function askBeforePaintHash(): Promise<string> {
  inlineHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(askBeforePaintScript))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return inlineHash;
}

/** `framed`: the editor's live preview, which only this site's own pages may frame. */
export async function previewContentSecurityPolicy(
  nonce: string,
  dev = false,
  framed = false,
): Promise<string> {
  const scripts = `'self' 'nonce-${nonce}' 'strict-dynamic' ${await askBeforePaintHash()}`;
  return publicContentSecurityPolicy(dev, scripts, framed ? "'self'" : "'none'");
}
