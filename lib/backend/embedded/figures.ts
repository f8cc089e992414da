import 'server-only';
import { count, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/own-data/db/client';
import { jobs, messages, rowCounts, visitors } from '@/lib/own-data/db/schema';
import type { JobFigures, MessageFigures, VisitFigures } from '../backend';
import { FIGURES_TIME_ZONE, visitDays, visitFiguresOf } from '../figures';
import { messageWhere } from './message-filters';

// The dashboard's figures counted by the database: one aggregate statement per figure, over
// indexed columns; nothing comes back but the counts, the newest unreplied message and one row
// per London day.

// A constant of the code, written into the SQL as it is.
const zone = sql.raw(`'${FIGURES_TIME_ZONE}'`);

const messageCountsSchema = z.object({
  total: z.coerce.number().int(),
  unreplied: z.coerce.number().int(),
  unread: z.coerce.number().int(),
});

/**
 * The messages counted from what the database keeps on write (drizzle/0017): the total from
 * row_counts, the unreplied and the unread (a few thousand of a year's 50,000) through their
 * partial indexes. One statement, one snapshot, so the three agree. The aggregates this replaces
 * read every message and reply (130-190 ms warm on PGlite at 50,000, docs/decisions.md).
 */
async function messageCounts(db: Db) {
  const result = (await db.execute(sql`
    SELECT (SELECT ${rowCounts.rows} FROM ${rowCounts} WHERE ${rowCounts.name} = 'messages')::int AS total,
      (SELECT count(*) FROM ${messages} WHERE NOT ${messages.replied})::int AS unreplied,
      (SELECT count(*) FROM ${messages} WHERE NOT ${messages.read})::int AS unread
  `)) as unknown as { rows: unknown[] };
  return messageCountsSchema.parse(result.rows[0]);
}

/**
 * The newest message without a reply: walks messages_created_at_idx from the newest, looks each
 * one up in replies_message_id_idx and stops at the first without one (most are answered within
 * a day or two, so a few steps).
 */
export const newestUnreplied = (db: Db) =>
  db
    .select({
      id: messages.id,
      fullName: messages.fullName,
      user: messages.user,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(messageWhere({ status: 'unreplied' }))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);

export async function messageFigures(db: Db): Promise<MessageFigures> {
  const [counts, [newest]] = await Promise.all([messageCounts(db), newestUnreplied(db)]);
  return {
    ...counts,
    complete: true,
    latestUnreplied: newest
      ? {
          id: newest.id,
          name: newest.fullName ?? newest.user,
          created_at: newest.createdAt.toISOString(),
        }
      : null,
  };
}

export async function jobFigures(db: Db, today: string): Promise<JobFigures> {
  const [counts] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${jobs.endDate} >= ${today}::date)`.mapWith(Number),
    })
    .from(jobs);
  return { total: counts?.total ?? 0, open: counts?.open ?? 0, complete: true };
}

export async function visitFigures(db: Db, now: Date): Promise<VisitFigures> {
  const days = visitDays(now);
  // One count per London day over a range of visitors_created_at_idx, from that day's midnight to
  // the next (23, 24 or 25 hours): no time zone worked out per visit, no visit read. The days are
  // local timestamps (not timestamptz), so AT TIME ZONE reads them as London's wall clock.
  const result = (await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day,
      (SELECT count(*) FROM ${visitors}
        WHERE ${visitors.createdAt} >= day AT TIME ZONE ${zone}
          AND ${visitors.createdAt} < (day + interval '1 day') AT TIME ZONE ${zone})::int AS count
    FROM generate_series(${days[0]!}::timestamp, ${days.at(-1)!}::timestamp, interval '1 day') AS days(day)
  `)) as unknown as { rows: { day: string; count: number | string }[] };
  const perDay = new Map(result.rows.map((row) => [row.day, Number(row.count)]));
  return visitFiguresOf(perDay, now, true);
}
