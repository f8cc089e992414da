// The London days the dashboard's figures are counted in, and the figures computed from listed
// items where a database cannot count them (the upstream adapter). Pure: no server, no database;
// the shape of the figures the browser reads (lib/dashboard/admin-stats.ts) uses the days too.
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Visitor } from '@/lib/domain/visitor';
import type { JobFigures, MessageFigures, VisitFigures } from './backend';
import type { Collected } from './collect-pages';

/** The firm works on UK time, so "today" and "per day" are London days. */
export const FIGURES_TIME_ZONE = 'Europe/London';
/** The visits chart's days, ending today. */
export const VISIT_DAYS = 30;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIGURES_TIME_ZONE,
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

/** The chart's London days up to `now`'s, oldest first. */
export const visitDays = (now: Date): string[] => daysEndingOn(londonDay(now), VISIT_DAYS);

/** The figures of a count per London day (days outside the window are left out). */
export function visitFiguresOf(
  perDay: ReadonlyMap<string, number>,
  now: Date,
  complete: boolean,
): VisitFigures {
  const days = visitDays(now).map((day) => ({ day, count: perDay.get(day) ?? 0 }));
  const sum = (list: typeof days) => list.reduce((total, entry) => total + entry.count, 0);
  return { last7: sum(days.slice(-7)), last30: sum(days), complete, days };
}

/** Lists are newest first: once a page reaches a day before the window, later pages are older. */
export const visitsWindowReached = (now: Date) => {
  const firstDay = visitDays(now)[0]!;
  return (page: Visitor[]) => page.some((visit) => londonDay(visit.created_at) < firstDay);
};

/** Visits counted per London day from those listed. */
export function visitFiguresFromList(visits: Collected<Visitor>, now: Date): VisitFigures {
  const perDay = new Map<string, number>();
  for (const visit of visits.items) {
    const day = londonDay(visit.created_at);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return visitFiguresOf(perDay, now, visits.complete);
}

/** Messages counted from those listed; `readIds` are those of them the admin has opened. */
export function messageFiguresFromList(
  messages: Collected<Message>,
  readIds: ReadonlySet<number>,
): MessageFigures {
  const unreplied = messages.items.filter((message) => message.replies.length === 0);
  const newest = unreplied.reduce<Message | undefined>(
    (best, message) =>
      !best || Date.parse(message.created_at) > Date.parse(best.created_at) ? message : best,
    undefined,
  );
  return {
    total: messages.count,
    unreplied: unreplied.length,
    unread: messages.items.filter((message) => !readIds.has(message.id)).length,
    complete: messages.complete,
    latestUnreplied: newest
      ? { id: newest.id, name: newest.full_name ?? newest.user, created_at: newest.created_at }
      : null,
  };
}

/** Jobs counted from those listed: open until the end of their end date. */
export function jobFiguresFromList(jobs: Collected<Job>, today: string): JobFigures {
  return {
    total: jobs.count,
    open: jobs.items.filter((job) => job.end_date.slice(0, 10) >= today).length,
    complete: jobs.complete,
  };
}
