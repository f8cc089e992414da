// The dashboard's figures: their shape (shared with the browser) and how they are computed from
// what the Backend lists. Pure, so the computation is tested without a server.
import { z } from 'zod';
import type { Permission } from '@/lib/accounts/roles';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Visitor } from '@/lib/domain/visitor';
import type { Collected } from '@/lib/admin/collect-pages';

/** The firm works on UK time, so "today" and "per day" are London days. */
export const STATS_TIME_ZONE = 'Europe/London';
export const CHART_DAYS = 30;

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

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar day of an instant, as YYYY-MM-DD. */
export const londonDay = (instant: Date | string): string => dayFormat.format(new Date(instant));

/** The `length` calendar days ending with `today`, oldest first. */
export function daysEndingOn(today: string, length: number): string[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (length - 1 - index))).toISOString().slice(0, 10),
  );
}

/** Lists are newest first: once a page reaches a day before the window, later pages are older. */
export const visitsWindowReached = (now: Date) => {
  const firstDay = daysEndingOn(londonDay(now), CHART_DAYS)[0]!;
  return (page: Visitor[]) => page.some((visit) => londonDay(visit.created_at) < firstDay);
};

export type StatsInput = {
  messages: Collected<Message>;
  /** Those of the messages the admin has opened (lib/own-data/read-state.ts). */
  readIds: ReadonlySet<number>;
  jobs: Collected<Job>;
  newsCount: number;
  /** Applications not yet looked at: the product's own data, counted exactly. */
  newApplications: number;
  visits: Collected<Visitor>;
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
  const unreplied = input.messages.items.filter((message) => message.replies.length === 0);
  const newest = unreplied.reduce<Message | undefined>(
    (best, message) =>
      !best || Date.parse(message.created_at) > Date.parse(best.created_at) ? message : best,
    undefined,
  );

  const today = londonDay(now);
  const days = daysEndingOn(today, CHART_DAYS);
  const perDay = new Map(days.map((day) => [day, 0]));
  for (const visit of input.visits.items) {
    const day = londonDay(visit.created_at);
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
  }
  const series = days.map((day) => ({ day, count: perDay.get(day)! }));
  const sum = (list: typeof series) => list.reduce((total, entry) => total + entry.count, 0);

  return {
    messages: {
      total: input.messages.count,
      unreplied: unreplied.length,
      unread: input.messages.items.filter((message) => !input.readIds.has(message.id)).length,
      complete: input.messages.complete,
    },
    latestUnreplied: newest
      ? { id: newest.id, name: newest.full_name ?? newest.user, created_at: newest.created_at }
      : null,
    jobs: {
      total: input.jobs.count,
      open: input.jobs.items.filter((job) => job.end_date.slice(0, 10) >= today).length,
      complete: input.jobs.complete,
    },
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
    visits: {
      last7: sum(series.slice(-7)),
      last30: sum(series),
      complete: input.visits.complete,
      days: series,
    },
  };
}
