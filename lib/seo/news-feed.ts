import 'server-only';
import { Feed } from 'feed';
import { company } from '@/lib/content/company';
import { newsContent } from '@/lib/content/pages';
import { pathOf } from '@/lib/content/page-paths';
import { introPageSchema } from '@/page-kinds/intro/shape';
import type { News } from '@/lib/domain/news';
import type { Loaded } from '@/lib/freshness/cached-reads';
import { publishedCopy } from '@/lib/pages/published-copy';
import { newsPath } from '@/lib/text/slug';
import { excerpt, htmlToText } from '@/lib/text/text';
import { LISTING_CACHE_CONTROL } from './cache-control';
import { absoluteUrl } from './seo';

/** The news feed's address, advertised by the news pages' <head>. */
export const NEWS_FEED_PATH = '/news/feed.xml';
export const NEWS_FEED_TYPE = 'application/rss+xml';
export const newsFeedTitle = `${company.name}: ${newsContent.heading}`;

/** A stored day ('2026-11-27') as the instant a feed reader sorts by; none when unreadable. */
const publishedAt = (date: string): Date | null => {
  const at = new Date(date);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * RSS 2.0 of the newest articles (the news list's first page), each a title, its address, its
 * day and a plain-text summary: readers come to the site for the whole article. Every value is
 * escaped by the `feed` package, so a title with `&` or `<` cannot break the XML.
 */
export function newsFeedXml(items: News[], description: string): string {
  const dated = items.flatMap((item) => {
    const date = publishedAt(item.date);
    return date ? [{ item, date }] : [];
  });
  const home = absoluteUrl(pathOf('news'));
  const feed = new Feed({
    title: newsFeedTitle,
    description,
    id: home,
    link: home,
    language: 'en-GB',
    copyright: `© ${company.legalName}`,
    generator: company.name,
    // The newest article's day, so the feed changes only when the news does.
    updated: dated[0]?.date ?? new Date(0),
    feedLinks: { rss: absoluteUrl(NEWS_FEED_PATH) },
  });
  for (const { item, date } of dated) {
    const link = absoluteUrl(newsPath(item));
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date,
      description: excerpt(htmlToText(item.description), 300),
    });
  }
  return feed.rss2();
}

/** The news page's copy as the code ships it: the feed's words until the firm publishes its own. */
const newsIntroSeed = introPageSchema.parse(newsContent);

/**
 * The feed's description: the news page's published introduction (its search description, else
 * its intro). Never a previewing editor's draft, whatever the request's draft mode says: a feed
 * is one answer for everyone, and caches in front of the site keep it.
 */
export async function publishedNewsIntro(): Promise<string> {
  const copy = await publishedCopy('news', introPageSchema, newsIntroSeed);
  return copy.seoDescription || copy.intro;
}

/**
 * The feed, public for LISTING_CACHE_CONTROL; or 503 while the news cannot be read (an empty
 * feed would look like no news), which no cache keeps.
 */
export function newsFeedResponse(loaded: Loaded<{ results: News[] }>, description: string) {
  if (!loaded.ok) {
    return new Response('The news cannot be read just now. Please try again shortly.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '120',
        'Cache-Control': 'no-store',
      },
    });
  }
  return new Response(newsFeedXml(loaded.data.results, description), {
    headers: {
      'Content-Type': `${NEWS_FEED_TYPE}; charset=utf-8`,
      'Cache-Control': LISTING_CACHE_CONTROL,
    },
  });
}
