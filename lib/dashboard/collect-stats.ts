import 'server-only';
import {
  computeStats,
  visibleStats,
  type AdminStats,
  type StatsInput,
} from '@/lib/dashboard/admin-stats';
import type {
  Backend,
  JobFigures,
  MessageFigures,
  ReadMessageIds,
  VisitFigures,
} from '@/lib/backend/backend';
import { londonDay, visitFiguresOf } from '@/lib/backend/figures';
import type { Permission } from '@/lib/accounts/roles';

export type StatsSources = {
  backend: Backend;
  /** Applications live in the product's own database, beside whichever Backend is in use. */
  countNewApplications: () => Promise<number>;
  /** The admin's read state, also the product's own data (asked only by the upstream adapter). */
  readMessageIds: ReadMessageIds;
  outboxStatus: () => Promise<StatsInput['outbox']>;
  enquiriesBySource: () => Promise<StatsInput['enquirySources']>;
  backupStatus: () => Promise<StatsInput['backup']>;
  /** What the signed-in role may open: the rest is neither read nor shown. */
  allows?: (permission: Permission) => boolean;
};

const noMessages: MessageFigures = {
  total: 0,
  unreplied: 0,
  unread: 0,
  complete: true,
  latestUnreplied: null,
};
const noJobs: JobFigures = { total: 0, open: 0, complete: true };

/**
 * Asks the Backend, whichever adapter it is, for the dashboard's counts: the database counts them
 * (embedded), or a bounded read of the API's pages does and says "at least" past its bound.
 */
export async function collectStats(
  sources: StatsSources,
  now: Date = new Date(),
): Promise<AdminStats> {
  const { backend } = sources;
  const allows = sources.allows ?? (() => true);
  // What the role may not open is not read: empty figures stand in, and visibleStats hides them.
  const only = <T>(permission: Permission, read: () => Promise<T>, otherwise: T) =>
    allows(permission) ? read() : Promise.resolve(otherwise);
  const noVisits: VisitFigures = visitFiguresOf(new Map(), now, true);
  const [messages, jobs, newsCount, visits, newApplications, outbox, enquirySources, backup] =
    await Promise.all([
      only('messages', () => backend.messageFigures(sources.readMessageIds), noMessages),
      only('jobs', () => backend.jobFigures(londonDay(now)), noJobs),
      only('news', async () => (await backend.listNews(1)).count, 0),
      only('visitors', () => backend.visitFigures(now), noVisits),
      only('applications', sources.countNewApplications, 0),
      only('messages', sources.outboxStatus, { waiting: 0, lastError: null }),
      only('messages', sources.enquiriesBySource, []),
      only('backup', sources.backupStatus, { lastAt: null, scheduled: false }),
    ]);
  const stats = computeStats(
    { messages, jobs, newsCount, visits, newApplications, outbox, enquirySources, backup },
    now,
  );
  return visibleStats(stats, allows);
}
