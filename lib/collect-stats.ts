import 'server-only';
import { computeStats, visitsWindowReached, type AdminStats } from '@/lib/admin-stats';
import type { Backend } from '@/lib/backend/types';
import { collectPages } from '@/lib/collect-pages';

// Bounds on how far the dashboard reads: enough for a firm's back office, and an answer within
// a few round trips even against the upstream API. Beyond them the figures say "at least".
const MAX_LIST_PAGES = 20;
const MAX_VISIT_PAGES = 100;

/** Reads what the dashboard needs through the Backend, whichever adapter it is. */
export async function collectStats(backend: Backend, now: Date = new Date()): Promise<AdminStats> {
  const [messages, jobs, news, visits] = await Promise.all([
    collectPages((page) => backend.listMessages(page), { maxPages: MAX_LIST_PAGES }),
    collectPages((page) => backend.listJobs(page), { maxPages: MAX_LIST_PAGES }),
    backend.listNews(1),
    collectPages((page) => backend.listVisitors(page), {
      maxPages: MAX_VISIT_PAGES,
      isEnough: visitsWindowReached(now),
    }),
  ]);
  return computeStats({ messages, jobs, newsCount: news.count, visits }, now);
}
