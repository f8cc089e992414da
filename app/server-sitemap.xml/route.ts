import { connection } from 'next/server';
import { dataPages, sitemapResponse } from '@/lib/site/seo/sitemap';

/** News and careers lists and every article, read on request from the cached reads. */
export async function GET() {
  await connection();
  return sitemapResponse(await dataPages());
}
