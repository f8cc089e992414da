import 'server-only';
import { computeStats, visitsWindowReached, type AdminStats } from '@/lib/admin-stats';
import type { Backend } from '@/lib/backend/types';
import { collectPages } from '@/lib/collect-pages';

// Bounds on how far the dashboard reads: enough for a firm's back office, and an answer within
// a few round trips even against the upstream API. Beyond them the figures say "at least".
const MAX_LIST_PAGES = 20;
const MAX_VISIT_PAGES = 100;

export type StatsSources = {
  backend: Backend;
  /** Applications live in the product's own database, beside whichever Backend is in use. */
  countNewApplications: () => Promise<number>;
};

/** Reads what the dashboard needs through the Backend, whichever adapter it is. */
export async function collectStats(
  { backend, countNewApplications }: StatsSources,
  now: Date = new Date(),
): Promise<AdminStats> {
  const [messages, jobs, news, visits, newApplications] = await Promise.all([
    collectPages((page) => backend.listMessages(page), { maxPages: MAX_LIST_PAGES }),
    collectPages((page) => backend.listJobs(page), { maxPages: MAX_LIST_PAGES }),
    backend.listNews(1),
    collectPages((page) => backend.listVisitors(page), {
      maxPages: MAX_VISIT_PAGES,
      isEnough: visitsWindowReached(now),
    }),
    countNewApplications(),
  ]);
  return computeStats({ messages, jobs, newsCount: news.count, newApplications, visits }, now);
}
