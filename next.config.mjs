import { fileURLToPath } from 'node:url';

// No headers() rules: the security headers are set by the server preload
// (scripts/security-headers.cjs), which costs less per request than a rule Next matches.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Next hashes a page's whole HTML for its ETag on every response, cached or not: 11-22% of a
  // page view's server CPU (profiled, #17). A revisit downloads ~15 KB of gzip instead of a 304.
  generateEtags: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  // The embedded database's thread runs lib/own-data/db/pglite-server.mjs as it is (a worker
  // is not bundled), so the standalone folder must carry it and the packages it imports.
  outputFileTracingIncludes: {
    '/*': [
      './lib/own-data/db/pglite-server.mjs',
      './node_modules/@electric-sql/pglite/**/*',
      './node_modules/@electric-sql/pglite-socket/**/*',
    ],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths this site's layouts need (full-width hero up to 1920 px, cards and previews of
    // 270-540 px at 1x and 2x): each listed width is one srcset entry in every page's HTML.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [256, 384],
    // News banners carry a query (/media/{id}?v=…, /media/upstream?src=…); Next 16 refuses
    // local images with a query unless a pattern allows it.
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/**', search: '' }],
    // Optimised images on disk are evicted least-recently-used past this size.
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
  // Regenerated pages and cached reads: in memory, only what this process rendered, tags shared
  // through PostgreSQL (lib/freshness/page-cache-handler.cjs). Optimised images keep Next's own disk
  // cache (images.customCacheHandler is off).
  cacheHandler: fileURLToPath(new URL('./lib/freshness/page-cache-handler.cjs', import.meta.url)),
  experimental: {
    // PGlite has no lock: a single build worker never races a data folder.
    cpus: 1,
    // Unknown addresses get app/global-not-found.tsx (the site's 404 with its chrome) at the
    // routing level; a root not-found.tsx with the chrome would travel in every page's payload.
    globalNotFound: true,
    // The image encoder (sharp) on one thread, without its cache of decoded pictures: after
    // encoding every preloaded picture the server holds 281 MB instead of 344 (docs/deploy.md).
    // Each picture is encoded once, so the cache never served a second request.
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
    // Turbopack's graph-based CSS chunker: the contact page loads three stylesheets instead of
    // five, and the news, careers and contact pages 18 KB of CSS instead of 28-31 (the default
    // chunker gave shared form and widget styles chunks of their own). Same pixels on every
    // public page at a phone's and a desktop's width (docs/decisions.md).
    cssChunking: 'graph',
  },
  async rewrites() {
    return {
      // /all-news?page=N is rewritten by the middleware, whose matcher only that address
      // passes: a rewrite here would be compiled again on every request to every page.
      // Consulted only after every page, public file and dynamic route has passed an address
      // by (a service that does not exist too): the site's redirects and its Not found log
      // (app/%5Fmissing, lib/redirects/missing-address.ts). A live page never comes here,
      // so it pays nothing. The server's own look at an address skips it with the header
      // (lib/redirects/skip-header.ts), and reaches Next's 404 page.
      fallback: [
        {
          source: '/:path((?!_next/).*)',
          missing: [{ type: 'header', key: 'x-skip-redirects' }],
          destination: '/_missing/:path',
        },
      ],
    };
  },
};

export default nextConfig;
