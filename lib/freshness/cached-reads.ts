import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import type { Page } from '@/lib/domain/paging';
import { cachedRead, keepPageBriefly } from '@/lib/freshness/cached-read';
import { JOBS_TAG, NEWS_TAG } from '@/lib/freshness/tags';
import { todayInLondon } from '@/lib/dates/london-days';

/** A public page's data, or the fact that it could not be had: pages show an honest state. */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

async function attempt<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    console.error('[public data]', error instanceof Error ? error.message : error);
    await keepPageBriefly().catch(() => undefined);
    return { ok: false };
  }
}

// Rich text arrives sanitised: on write in embedded mode, in the upstream adapter's reshape
// otherwise (lib/backend/clean-writes.ts, lib/backend/upstream/reshape.ts).
const cachedNewsPage = cachedRead('public-news-page', NEWS_TAG, async (page: number) =>
  (await getBackend()).listNews(page),
);

const cachedNewsItem = cachedRead('public-news-item', NEWS_TAG, async (id: number) =>
  (await getBackend()).getNews(id),
);

const cachedJob = cachedRead('public-job', JOBS_TAG, async (id: number) =>
  (await getBackend()).getJob(id),
);

const MAX_JOB_PAGES = 20;
const cachedJobs = cachedRead('public-jobs', JOBS_TAG, async () => {
  const backend = await getBackend();
  const jobs: Job[] = [];
  for (let page: number | null = 1; page && page <= MAX_JOB_PAGES;) {
    const result: Page<Job> = await backend.listJobs(page);
    jobs.push(...result.results);
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
  const open = loaded.data.filter(isJobOpen).sort((a, b) => a.end_date.localeCompare(b.end_date));
  return { ok: true, data: open };
}
