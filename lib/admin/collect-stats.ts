import 'server-only';
import {
  computeStats,
  visibleStats,
  visitsWindowReached,
  type AdminStats,
  type StatsInput,
} from '@/lib/admin/admin-stats';
import type { Backend } from '@/lib/backend/backend';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Visitor } from '@/lib/domain/visitor';
import { collectPages, type Collected } from '@/lib/admin/collect-pages';
import type { Permission } from '@/lib/accounts/roles';

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
  outboxStatus: () => Promise<StatsInput['outbox']>;
  enquiriesBySource: () => Promise<StatsInput['enquirySources']>;
  backupStatus: () => Promise<StatsInput['backup']>;
  /** What the signed-in role may open: the rest is neither read nor shown. */
  allows?: (permission: Permission) => boolean;
};

/** Reads what the dashboard needs through the Backend, whichever adapter it is. */
export async function collectStats(
  sources: StatsSources,
  now: Date = new Date(),
): Promise<AdminStats> {
  const { backend } = sources;
  const allows = sources.allows ?? (() => true);
  // What the role may not open is not read: an empty list stands in, and visibleStats hides it.
  const only = <T>(permission: Permission, read: () => Promise<T>, otherwise: T) =>
    allows(permission) ? read() : Promise.resolve(otherwise);
  const empty = { items: [], count: 0, complete: true };
  const [messages, jobs, newsCount, visits, newApplications, outbox, enquirySources, backup] =
    await Promise.all([
      only<Collected<Message>>(
        'messages',
        () => collectPages((page) => backend.listMessages(page), { maxPages: MAX_LIST_PAGES }),
        empty,
      ),
      only<Collected<Job>>(
        'jobs',
        () => collectPages((page) => backend.listJobs(page), { maxPages: MAX_LIST_PAGES }),
        empty,
      ),
      only('news', async () => (await backend.listNews(1)).count, 0),
      only<Collected<Visitor>>(
        'visitors',
        () =>
          collectPages((page) => backend.listVisitors(page), {
            maxPages: MAX_VISIT_PAGES,
            isEnough: visitsWindowReached(now),
          }),
        empty,
      ),
      only('applications', sources.countNewApplications, 0),
      only('messages', sources.outboxStatus, { waiting: 0, lastError: null }),
      only('messages', sources.enquiriesBySource, []),
      only('backup', sources.backupStatus, { lastAt: null, scheduled: false }),
    ]);
  const readIds = await sources.readMessageIds(messages.items.map((message) => message.id));
  const stats = computeStats(
    {
      messages,
      readIds,
      jobs,
      newsCount,
      newApplications,
      visits,
      outbox,
      enquirySources,
      backup,
    },
    now,
  );
  return visibleStats(stats, allows);
}
