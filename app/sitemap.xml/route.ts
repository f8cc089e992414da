import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { ORIGIN_CACHE_CONTROL } from '@/lib/seo/cache-control';
import { absoluteUrl } from '@/lib/seo/seo';
import { SITEMAP_PARTS, sitemapIndexResponse } from '@/lib/seo/sitemap';

/** The sitemap index robots.txt names; rendered per request so it names the running origin. */
export const GET = door({ sameOrigin: 'never', cacheControl: ORIGIN_CACHE_CONTROL }, async () => {
  await connection();
  return sitemapIndexResponse(SITEMAP_PARTS.map((path) => absoluteUrl(path)));
});
