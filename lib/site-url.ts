// The canonical origin for metadata and the sitemap. Read without the server-only env module
// because metadata is also computed while prerendering at build time.
export function siteUrl(): string {
  const fallback = `http://localhost:${process.env.PORT ?? 3000}`;
  return (process.env.SITE_URL || fallback).replace(/\/$/, '');
}
