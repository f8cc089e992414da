import 'server-only';
import type { ISitemapField } from 'next-sitemap';
import { faqSections } from '@/lib/content/faq';
import { legalDocuments } from '@/lib/content/legal';
import { services } from '@/lib/content/services';
import { loadNewsPage, loadOpenJobs } from '@/lib/public/cached-reads';
import { jobPath, newsPath } from '@/lib/public/slug';
import { absoluteUrl } from '@/lib/seo';

/** The sitemaps the index (/sitemap.xml, named by robots.txt) lists. */
export const SITEMAP_PARTS = ['/sitemap-pages.xml', '/server-sitemap.xml'] as const;

const MAX_NEWS_PAGES = 50;

/**
 * The pages whose content is in the code. They carry no lastmod: the only date we know is the
 * build's, and a lastmod that moves on every deploy teaches search engines to ignore it.
 */
export function contentPages(): ISitemapField[] {
  const paths = [
    '/',
    '/about',
    '/contact-us',
    '/faq',
    ...faqSections.map((section) => `/faq/${section.slug}`),
    ...services.map((service) => `/${service.slug}`),
    ...legalDocuments.map((document) => `/${document.slug}`),
  ];
  return paths.map((path) => ({ loc: absoluteUrl(path), changefreq: 'monthly' }));
}

const newest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>((max, date) => (!max || date > max ? date : max), undefined);

/**
 * The pages built from the Backend: the news and careers lists (lastmod: their newest item),
 * every article and every open job (a closed one leaves). A read that fails leaves its part out
 * rather than failing the sitemap.
 */
export async function dataPages(): Promise<ISitemapField[]> {
  const articles: ISitemapField[] = [];
  const newsDates: string[] = [];
  for (let page: number | null = 1; page && page <= MAX_NEWS_PAGES;) {
    const loaded = await loadNewsPage(page);
    if (!loaded.ok) break;
    for (const item of loaded.data.results) {
      newsDates.push(item.date);
      articles.push({
        loc: absoluteUrl(newsPath(item)),
        lastmod: item.date,
        changefreq: 'monthly',
      });
    }
    page = loaded.data.next;
  }
  const jobs = await loadOpenJobs();
  const newsLastmod = newest(newsDates);
  const jobsLastmod = jobs.ok ? newest(jobs.data.map((job) => job.start_date)) : undefined;
  const list = (path: string, lastmod: string | undefined): ISitemapField => ({
    loc: absoluteUrl(path),
    changefreq: 'daily',
    ...(lastmod ? { lastmod } : {}),
  });
  return [
    list('/news', newsLastmod),
    list('/all-news', newsLastmod),
    list('/careers', jobsLastmod),
    ...articles,
    ...(jobs.ok ? jobs.data : []).map((job) => ({
      loc: absoluteUrl(jobPath(job)),
      lastmod: job.start_date,
      changefreq: 'weekly' as const,
    })),
  ];
}
