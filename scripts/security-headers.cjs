// The security headers of every answer, set by the server preload (./server-preload.cjs) when a
// request starts. They used to be next.config.mjs `headers()` rules: Next matches such a rule's
// `/:path*` on every request and, because that source has a parameter, compiles each header
// value containing a colon (the policy's https: hosts) with path-to-regexp again, every time
// (~3% of a cached page's server CPU, profiled: docs/benchmark.md). Set here they cost a few
// setHeader calls. Later writers win: the back office's nonce policy (middleware.ts) and the
// image optimiser's own policy replace this one on their answers.

// Fixed here, so the third-party hosts are the ones the consent-gated widgets use (LiveChat and
// Calendly), not read from the environment.
const thirdParty = {
  script: ['https://cdn.livechatinc.com', 'https://assets.calendly.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com', 'https://calendly.com'],
  frame: ['https://secure.livechatinc.com', 'https://calendly.com'],
  img: ['https://*.livechatinc.com', 'https://assets.calendly.com'],
  style: ['https://assets.calendly.com'],
};

// Public pages: served from the page cache, so no per-response nonce; Next's streamed RSC
// payload is inline script, hence 'unsafe-inline'. A page rendered for one request (an
// editor's preview, in draft mode) gets `scripts` with a nonce instead (middleware.ts), and the
// editor's live preview `ancestors` 'self', so the back office may frame it.
function publicContentSecurityPolicy(
  dev,
  scripts = "'self' 'unsafe-inline'",
  ancestors = "'none'",
) {
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ''} ${thirdParty.script.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${thirdParty.style.join(' ')}`,
    `img-src 'self' data: blob: ${thirdParty.img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${thirdParty.connect.join(' ')}`,
    `frame-src ${thirdParty.frame.join(' ')}`,
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** [name, value] of each header every answer carries. */
function securityHeaders(dev) {
  return [
    ['Content-Security-Policy', publicContentSecurityPolicy(dev)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
  ];
}

// On every answer that reached the browser over TLS, which the TLS-terminating proxy (nginx in
// deploy/, any PaaS) states in X-Forwarded-Proto: decided per request, so one build serves an
// http staging origin and an https production one. Browsers ignore it over plain http (RFC
// 6797, 8.1), so a forged header is harmless.
const HSTS = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

module.exports = { securityHeaders, publicContentSecurityPolicy, HSTS };
