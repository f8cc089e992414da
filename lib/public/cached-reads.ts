import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import type { Job, News, Page } from '@/lib/backend/types';
import { generationOf, JOBS_TAG, NEWS_TAG, PUBLIC_DATA_TTL } from '@/lib/cache-tags';
import { sanitizeHtml } from '@/lib/sanitize';
import { todayInLondon } from './dates';

/** A public page's data, or the fact that it could not be had: pages show an honest state. */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * Marks the page being rendered as good for one second only: a page regenerated while the
 * backend failed shows its error state until the next request after that, not for the whole
 * revalidation period. (An unstable_cache entry's revalidate caps the page's own.)
 */
const keepBriefly = unstable_cache(async () => true, ['public-read-failed'], { revalidate: 1 });

async function attempt<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    console.error('[public data]', error instanceof Error ? error.message : error);
    await keepBriefly().catch(() => undefined);
    return { ok: false };
  }
}

// Errors are thrown inside the cached function so that a failure is never cached.
// Stored HTML is sanitised again before it is shown; doing it here caches the clean result.
const cleanNews = (item: News): News => ({ ...item, description: sanitizeHtml(item.description) });
const cleanJob = (job: Job): Job => ({
  ...job,
  description: sanitizeHtml(job.description),
  requirements: sanitizeHtml(job.requirements),
});

// Tagged, so that a write expires the read and every page built from it; on PostgreSQL the
// expiry reaches every instance through scripts/page-cache.cjs.
function cachedRead<A extends unknown[], R>(
  name: string,
  tag: typeof NEWS_TAG | typeof JOBS_TAG,
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    const key = [name, `generation-${generationOf(tag)}`];
    return unstable_cache(read, key, { tags: [tag], revalidate: PUBLIC_DATA_TTL })(...args);
  };
}

const cachedNewsPage = cachedRead('public-news-page', NEWS_TAG, async (page: number) => {
  const result = await (await getBackend()).listNews(page);
  return { ...result, results: result.results.map(cleanNews) };
});

const cachedNewsItem = cachedRead('public-news-item', NEWS_TAG, async (id: number) => {
  const item = await (await getBackend()).getNews(id);
  return item && cleanNews(item);
});

const cachedJob = cachedRead('public-job', JOBS_TAG, async (id: number) => {
  const job = await (await getBackend()).getJob(id);
  return job && cleanJob(job);
});

const MAX_JOB_PAGES = 20;
const cachedJobs = cachedRead('public-jobs', JOBS_TAG, async () => {
  const backend = await getBackend();
  const jobs: Job[] = [];
  for (let page: number | null = 1; page && page <= MAX_JOB_PAGES; ) {
    const result: Page<Job> = await backend.listJobs(page);
    jobs.push(...result.results.map(cleanJob));
    page = result.next;
  }
  return jobs;
});

export const loadNewsPage = (page: number): Promise<Loaded<Page<News>>> =>
  attempt(() => cachedNewsPage(page));

export const loadNewsItem = (id: number): Promise<Loaded<News | null>> =>
  attempt(() => cachedNewsItem(id));

export const loadJob = (id: number): Promise<Loaded<Job | null>> => attempt(() => cachedJob(id));

/** Whether applications are still taken: the closing day itself included, on UK time. */
export const isJobOpen = (job: Job): boolean => job.end_date >= todayInLondon();

/** Jobs still open today (closing date today or later), soonest closing first. */
export async function loadOpenJobs(): Promise<Loaded<Job[]>> {
  const loaded = await attempt(() => cachedJobs());
  if (!loaded.ok) return loaded;
  const open = loaded.data
    .filter(isJobOpen)
    .sort((a, b) => a.end_date.localeCompare(b.end_date));
  return { ok: true, data: open };
}
