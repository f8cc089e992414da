// The dashboard's figures: their shape (shared with the browser) and how the Backend's counts
// become them. Pure, so the computation is tested without a server.
import { z } from 'zod';
import type { Permission } from '@/lib/accounts/roles';
import type { JobFigures, MessageFigures, VisitFigures } from '@/lib/backend/backend';
import { FIGURES_TIME_ZONE, VISIT_DAYS } from '@/lib/backend/figures';

export { daysEndingOn, londonDay } from '@/lib/backend/figures';

/** The firm works on UK time, so "today" and "per day" are London days. */
export const STATS_TIME_ZONE = FIGURES_TIME_ZONE;
export const CHART_DAYS = VISIT_DAYS;

const count = z.number().int().min(0);
export const adminStatsSchema = z.object({
  // A section is null when the signed-in role may not open what it counts (visibleStats).
  messages: z
    .object({ total: count, unreplied: count, unread: count, complete: z.boolean() })
    .nullable(),
  latestUnreplied: z
    .object({ id: z.number().int(), name: z.string().nullable(), created_at: z.string() })
    .nullable(),
  jobs: z.object({ total: count, open: count, complete: z.boolean() }).nullable(),
  news: z.object({ total: count }).nullable(),
  applications: z.object({ new: count }).nullable(),
  /** E-mails waiting in the outbox, and the newest error of a day's unsent ones. */
  outbox: z.object({ waiting: count, lastError: z.string().nullable() }).nullable(),
  /** Enquiries of the last 30 days whose source is known (analytics consent), by source. */
  enquirySources: z.array(z.object({ source: z.string(), count })).nullable(),
  /** The newest backup's snapshot time; overdue when there is none of the last 48 hours. */
  backup: z
    .object({ lastAt: z.string().nullable(), scheduled: z.boolean(), overdue: z.boolean() })
    .nullable(),
  visits: z
    .object({
      last7: count,
      last30: count,
      complete: z.boolean(),
      days: z.array(z.object({ day: z.string(), count })),
    })
    .nullable(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** "At least" when the dashboard stopped reading a very long list at its bound. */
export const atLeast = (value: number, complete: boolean) =>
  complete ? String(value) : `${value}+`;

export type StatsInput = {
  /** Counted by the Backend, the read state included (lib/own-data/read-state.ts). */
  messages: MessageFigures;
  jobs: JobFigures;
  newsCount: number;
  /** Applications not yet looked at: the product's own data, counted exactly. */
  newApplications: number;
  visits: VisitFigures;
  outbox: NonNullable<AdminStats['outbox']>;
  enquirySources: NonNullable<AdminStats['enquirySources']>;
  backup: { lastAt: string | null; scheduled: boolean };
};

export const BACKUP_OVERDUE_MS = 48 * 60 * 60 * 1000;

type AllStats = {
  [K in Exclude<keyof AdminStats, 'latestUnreplied'>]: NonNullable<AdminStats[K]>;
} & Pick<AdminStats, 'latestUnreplied'>;

/** The figures of what a role may open; the others null (the dashboard leaves them out). */
export function visibleStats(
  stats: AllStats,
  allows: (permission: Permission) => boolean,
): AdminStats {
  const messages = allows('messages');
  return {
    messages: messages ? stats.messages : null,
    latestUnreplied: messages ? stats.latestUnreplied : null,
    jobs: allows('jobs') ? stats.jobs : null,
    news: allows('news') ? stats.news : null,
    applications: allows('applications') ? stats.applications : null,
    outbox: messages ? stats.outbox : null,
    enquirySources: messages ? stats.enquirySources : null,
    backup: allows('backup') ? stats.backup : null,
    visits: allows('visitors') ? stats.visits : null,
  };
}

export function computeStats(input: StatsInput, now: Date): AllStats {
  const { total, unreplied, unread, complete, latestUnreplied } = input.messages;
  return {
    messages: { total, unreplied, unread, complete },
    latestUnreplied,
    jobs: input.jobs,
    news: { total: input.newsCount },
    applications: { new: input.newApplications },
    outbox: input.outbox,
    enquirySources: input.enquirySources,
    backup: {
      ...input.backup,
      overdue:
        input.backup.lastAt === null ||
        now.getTime() - Date.parse(input.backup.lastAt) > BACKUP_OVERDUE_MS,
    },
    visits: input.visits,
  };
}
