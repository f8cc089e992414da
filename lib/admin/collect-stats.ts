import 'server-only';
import {
  computeStats,
  visitsWindowReached,
  type AdminStats,
  type StatsInput,
} from '@/lib/admin/admin-stats';
import type { Backend } from '@/lib/backend/types';
import { collectPages } from '@/lib/admin/collect-pages';

// Bounds on how far the dashboard reads: enough for a firm's back office, and an answer within
// a few round trips even against the upstream API. Beyond them the figures say "at least".
const MAX_LIST_PAGES = 20;
const MAX_VISIT_PAGES = 100;

export type StatsSources = {
  backend: Backend;
  /** Applications live in the product's own database, beside whichever Backend is in use. */
  countNewApplications: () => Promise<number>;
  /** The admin's read state, also the product's own data. */
  readMessageIds: (ids: number[]) => Promise<ReadonlySet<number>>;
  outboxStatus: () => Promise<AdminStats['outbox']>;
  enquiriesBySource: () => Promise<AdminStats['enquirySources']>;
  backupStatus: () => Promise<StatsInput['backup']>;
};

/** Reads what the dashboard needs through the Backend, whichever adapter it is. */
export async function collectStats(
  sources: StatsSources,
  now: Date = new Date(),
): Promise<AdminStats> {
  const { backend } = sources;
  const [messages, jobs, news, visits, newApplications, outbox, enquirySources, backup] =
    await Promise.all([
      collectPages((page) => backend.listMessages(page), { maxPages: MAX_LIST_PAGES }),
      collectPages((page) => backend.listJobs(page), { maxPages: MAX_LIST_PAGES }),
      backend.listNews(1),
      collectPages((page) => backend.listVisitors(page), {
        maxPages: MAX_VISIT_PAGES,
        isEnough: visitsWindowReached(now),
      }),
      sources.countNewApplications(),
      sources.outboxStatus(),
      sources.enquiriesBySource(),
      sources.backupStatus(),
    ]);
  const readIds = await sources.readMessageIds(messages.items.map((message) => message.id));
  return computeStats(
    {
      messages,
      readIds,
      jobs,
      newsCount: news.count,
      newApplications,
      visits,
      outbox,
      enquirySources,
      backup,
    },
    now,
  );
}
