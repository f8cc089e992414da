import { getServerSideSitemap, type ISitemapField } from 'next-sitemap';
import { connection } from 'next/server';
import { loadNewsPage, loadOpenJobs } from '@/lib/public/cached-reads';
import { newsPath } from '@/lib/public/slug';
import { siteUrl } from '@/lib/site-url';

const MAX_NEWS_PAGES = 50;

/** News articles and open vacancies, read on request (the static sitemap has the rest). */
export async function GET() {
  await connection();
  const base = siteUrl();
  const fields: ISitemapField[] = [];
  for (let page: number | null = 1; page && page <= MAX_NEWS_PAGES;) {
    const loaded = await loadNewsPage(page);
    if (!loaded.ok) break;
    for (const item of loaded.data.results) {
      fields.push({ loc: `${base}${newsPath(item)}`, lastmod: item.date, changefreq: 'monthly' });
    }
    page = loaded.data.next;
  }
  const jobs = await loadOpenJobs();
  if (jobs.ok) {
    for (const job of jobs.data) {
      fields.push({
        loc: `${base}/careers#job-${job.id}`,
        lastmod: job.start_date,
        changefreq: 'weekly',
      });
    }
  }
  return getServerSideSitemap(fields);
}
