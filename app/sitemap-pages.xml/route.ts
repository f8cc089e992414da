import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { contentPages, sitemapResponse } from '@/lib/site/seo/sitemap';

/** The pages whose content is in the code, at the running server's origin. */
export const GET = door({ sameOrigin: 'never', cacheControl: null }, async () => {
  await connection();
  return sitemapResponse(await contentPages());
});
