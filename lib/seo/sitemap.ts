import 'server-only';
import { Readable } from 'node:stream';
import {
  EnumChangefreq,
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type SitemapItemLoose,
} from 'sitemap';
import { loadNewsPage, loadOpenJobs } from '@/lib/freshness/cached-reads';
import { publicPages } from '@/lib/content/public-pages';
import { pageRows } from '@/lib/own-data/pages/page-store';
import { jobPath, newsPath } from '@/lib/text/slug';
import { absoluteUrl } from '@/lib/seo/seo';
import { pathOf, servicePath } from '@/lib/content/page-paths';
import { liveServices } from '@/lib/services/service-list';
import { liveOwnPages } from '@/lib/own-pages/own-page-list';

/** The sitemaps the index (/sitemap.xml, named by robots.txt) lists. */
export const SITEMAP_PARTS = ['/sitemap-pages.xml', '/server-sitemap.xml'] as const;

const MAX_NEWS_PAGES = 50;

/** When each page the firm edits was last published, by key; none when it cannot be read. */
async function publishedTimes(): Promise<Map<string, string>> {
  try {
    const rows = await pageRows();
    return new Map(
      rows.flatMap((row) => (row.publishedAt ? [[row.key, row.publishedAt.toISOString()]] : [])),
    );
  } catch (error) {
    console.error('[sitemap] publish times:', error instanceof Error ? error.message : error);
    return new Map();
  }
}

/**
 * The pages whose copy the firm writes, the live services at their addresses among them. A
 * page the firm has published carries that time as its lastmod; a page still showing the
 * shipped copy carries none (the only date known is the build's, and a lastmod that moves on
 * every deploy teaches search engines to ignore it).
 */
export async function contentPages(): Promise<SitemapItemLoose[]> {
  const [services, ownPages, published] = await Promise.all([
    liveServices(),
    liveOwnPages(),
    publishedTimes(),
  ]);
  const item = (path: string, lastmod: string | null | undefined): SitemapItemLoose => ({
    url: absoluteUrl(path),
    changefreq: EnumChangefreq.MONTHLY,
    ...(lastmod ? { lastmod } : {}),
  });
  return [
    ...publicPages()
      .filter((page) => !page.listsData && page.kind !== 'service')
      .map((page) => item(page.path, published.get(page.key))),
    ...services.map((service) => item(servicePath(service.address), service.publishedAt)),
    ...ownPages.map((page) => item(servicePath(page.address), page.publishedAt)),
  ];
}

const newest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>((max, date) => (!max || date > max ? date : max), undefined);

/**
 * The pages built from the Backend: the news and careers lists (lastmod: their newest item),
 * every article and every open job (a closed one leaves). A read that fails leaves its part out
 * rather than failing the sitemap.
 */
export async function dataPages(): Promise<SitemapItemLoose[]> {
  const articles: SitemapItemLoose[] = [];
  const newsDates: string[] = [];
  for (let page: number | null = 1; page && page <= MAX_NEWS_PAGES;) {
    const loaded = await loadNewsPage(page);
    if (!loaded.ok) break;
    for (const item of loaded.data.results) {
      newsDates.push(item.date);
      articles.push({
        url: absoluteUrl(newsPath(item)),
        lastmod: item.date,
        changefreq: EnumChangefreq.MONTHLY,
      });
    }
    page = loaded.data.next;
  }
  const jobs = await loadOpenJobs();
  const newsLastmod = newest(newsDates);
  const jobsLastmod = jobs.ok ? newest(jobs.data.map((job) => job.start_date)) : undefined;
  const list = (path: string, lastmod: string | undefined): SitemapItemLoose => ({
    url: absoluteUrl(path),
    changefreq: EnumChangefreq.DAILY,
    ...(lastmod ? { lastmod } : {}),
  });
  return [
    list(pathOf('news'), newsLastmod),
    list('/all-news', newsLastmod),
    list(pathOf('careers'), jobsLastmod),
    ...articles,
    ...(jobs.ok ? jobs.data : []).map((job) => ({
      url: absoluteUrl(jobPath(job)),
      lastmod: job.start_date,
      changefreq: EnumChangefreq.WEEKLY,
    })),
  ];
}

/**
 * The XML of a sitemap or of the index, written by the `sitemap` package, which escapes every
 * value (two service addresses contain `&`, which next-sitemap's helper wrote out raw, so
 * strict parsers refused the whole file). Dates go out as days, as they are stored.
 */
async function xmlResponse(stream: SitemapStream | SitemapIndexStream, items: unknown[]) {
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return new Response(new Uint8Array(xml), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}

const NO_EXTENSIONS = { news: false, video: false, xhtml: false, image: false };

export const sitemapResponse = (items: SitemapItemLoose[]) =>
  xmlResponse(new SitemapStream({ xmlns: NO_EXTENSIONS, lastmodDateOnly: true }), items);

export const sitemapIndexResponse = (urls: string[]) =>
  xmlResponse(new SitemapIndexStream({ lastmodDateOnly: true }), urls);
