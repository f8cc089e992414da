import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { LISTING_CACHE_CONTROL } from '@/lib/seo/cache-control';
import { contentPages, sitemapResponse } from '@/lib/seo/sitemap';

/** The pages whose content is in the code, at the running server's origin. */
export const GET = door({ sameOrigin: 'never', cacheControl: LISTING_CACHE_CONTROL }, async () => {
  await connection();
  return sitemapResponse(await contentPages());
});
