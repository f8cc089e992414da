import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { loadNewsPage } from '@/lib/freshness/cached-reads';
import { newsFeedResponse, publishedNewsIntro } from '@/lib/seo/news-feed';

/**
 * The news as RSS 2.0: the newest articles, read on request from the cached reads, described by
 * the news page's published introduction (never a preview's draft); the answer says how long it
 * may be kept (lib/seo/news-feed.ts).
 */
export const GET = door({ sameOrigin: 'never', cacheControl: null }, async () => {
  await connection();
  const [description, loaded] = await Promise.all([publishedNewsIntro(), loadNewsPage(1)]);
  return newsFeedResponse(loaded, description);
});
