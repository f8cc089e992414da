import 'server-only';
import type { Metadata } from 'next';
import type { News } from '@/lib/domain/news';
import type { SeoFields } from '@/lib/domain/page-fields';
import { newsContent } from '@/lib/content/pages';
import type { Loaded } from '@/lib/freshness/cached-reads';
import { newsPath } from '@/lib/text/slug';
import { excerpt, htmlToText } from '@/lib/text/text';
import { NEWS_FEED_PATH, NEWS_FEED_TYPE, newsFeedTitle } from '@/lib/seo/news-feed';
import { absoluteUrl, pageMetadata } from '@/lib/seo/seo';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { pathOf } from '@/lib/content/page-paths';

// The news pages' metadata, kept out of their route files (which move as the routes change).

/** The page's head with the news feed beside its canonical, where feed readers look for it. */
const withNewsFeed = (metadata: Metadata): Metadata => ({
  ...metadata,
  alternates: {
    ...metadata.alternates,
    types: { [NEWS_FEED_TYPE]: [{ url: absoluteUrl(NEWS_FEED_PATH), title: newsFeedTitle }] },
  },
});

/** /news, with what its editor wrote for search engines (empty fields keep the defaults). */
export const newsMetadata = (seo?: SeoFields): Metadata =>
  withNewsFeed(metadataFromCopy(pathOf('news'), seo, newsContent));

/** /all-news and its later pages (/all-news?page=N, their public address). */
export const allNewsMetadata = (page: number): Metadata =>
  withNewsFeed(
    pageMetadata({
      title: page > 1 ? `${newsContent.allNewsHeading} (page ${page})` : newsContent.allNewsHeading,
      description: newsContent.allNewsIntro,
      path: page > 1 ? `/all-news?page=${page}` : '/all-news',
    }),
  );

/** One article, as an Open Graph article with its banner; an article that failed to load is not indexed. */
export function newsArticleMetadata(loaded: Loaded<News | null>): Metadata {
  if (!loaded.ok || !loaded.data) {
    return pageMetadata({
      title: newsContent.heading,
      description: newsContent.metaDescription,
      noindex: true,
    });
  }
  const item = loaded.data;
  const metadata = pageMetadata({
    title: item.title,
    description: excerpt(htmlToText(item.description), 155),
    path: newsPath(item),
    article: { publishedTime: item.date },
    image: item.image ?? undefined,
    imageAlt: item.image_alt || undefined,
  });
  return withNewsFeed(metadata);
}
