import { connection } from 'next/server';
import { door } from '@/lib/doors/door';
import { newsIntroCopy } from '@/lib/pages/fixed-page-copy';
import { loadNewsPage } from '@/lib/site/cached-reads';
import { newsFeedResponse } from '@/lib/site/seo/news-feed';

/** The news as RSS 2.0: the newest articles, read on request from the cached reads. */
export const GET = door({ sameOrigin: 'never', cacheControl: null }, async () => {
  await connection();
  const [copy, loaded] = await Promise.all([newsIntroCopy(), loadNewsPage(1)]);
  return newsFeedResponse(loaded, copy.seoDescription || copy.intro);
});
