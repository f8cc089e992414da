import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { LISTING_CACHE_CONTROL } from '@/lib/seo/cache-control';
import { dataPages, sitemapResponse } from '@/lib/seo/sitemap';

/** News and careers lists and every article, read on request from the cached reads. */
export const GET = door({ sameOrigin: 'never', cacheControl: LISTING_CACHE_CONTROL }, async () => {
  await connection();
  return sitemapResponse(await dataPages());
});
