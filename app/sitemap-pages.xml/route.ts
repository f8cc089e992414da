import { connection } from 'next/server';
import { contentPages, sitemapResponse } from '@/lib/site/seo/sitemap';

/** The pages whose content is in the code, at the running server's origin. */
export async function GET() {
  await connection();
  return sitemapResponse(contentPages());
}
