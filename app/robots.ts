import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { absoluteUrl } from '@/lib/site/seo/seo';

/**
 * Crawlers stay out of the back office and the API; the sitemap index is at this origin. No
 * `Allow: /`: readers that take the first matching line (Python's robotparser, some crawlers)
 * would read it before the Disallow lines and let them into /admin and /api, while readers that
 * take the longest match (RFC 9309) would not. Without it both read the same rules.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: { userAgent: '*', disallow: ['/admin', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
