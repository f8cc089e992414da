import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { ORIGIN_CACHE_CONTROL } from '@/lib/seo/cache-control';
import { absoluteUrl } from '@/lib/seo/seo';

/**
 * Crawlers stay out of the back office and the API; the sitemap index is at this origin. No
 * `Allow: /`: readers that take the first matching line (Python's robotparser, some crawlers)
 * would read it before the Disallow lines and let them into /admin and /api, while readers that
 * take the longest match (RFC 9309) would not. Without it both read the same rules. A route
 * handler rather than `app/robots.ts`, whose answer Next marks `max-age=0, must-revalidate`:
 * this one says how long it may be kept (ORIGIN_CACHE_CONTROL), and reads no page copy at all.
 */
export const GET = door({ sameOrigin: 'never', cacheControl: ORIGIN_CACHE_CONTROL }, async () => {
  await connection();
  const lines = [
    'User-Agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
});
