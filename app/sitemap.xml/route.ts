import { connection } from 'next/server';
import { absoluteUrl } from '@/lib/site/seo/seo';
import { SITEMAP_PARTS, sitemapIndexResponse } from '@/lib/site/seo/sitemap';

/** The sitemap index robots.txt names; rendered per request so it names the running origin. */
export async function GET() {
  await connection();
  return sitemapIndexResponse(SITEMAP_PARTS.map((path) => absoluteUrl(path)));
}
