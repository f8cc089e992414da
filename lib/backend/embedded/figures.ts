import 'server-only';
import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { jobs, messageReads, messages, replies, visitors } from '@/lib/own-data/db/schema';
import type { JobFigures, MessageFigures, VisitFigures } from '../backend';
import { FIGURES_TIME_ZONE, visitDays, visitFiguresOf } from '../figures';
import { messageWhere } from './message-filters';

// The dashboard's figures counted by the database: one aggregate statement per figure, over
// indexed columns; nothing comes back but the counts, the newest unreplied message and one row
// per London day.

// A constant of the code, written into the SQL as it is.
const zone = sql.raw(`'${FIGURES_TIME_ZONE}'`);

export async function messageFigures(db: Db): Promise<MessageFigures> {
  // Joins, not a correlated subquery per message: one pass over each of the three tables (linear in
  // messages: ~50,000 a year).
  const replied = db.selectDistinct({ messageId: replies.messageId }).from(replies).as('replied');
  const [[counts], [newest]] = await Promise.all([
    db
      .select({
        total: count(),
        unreplied: sql<number>`count(*) filter (where ${replied.messageId} is null)`.mapWith(
          Number,
        ),
        // In this mode the read state sits in the same database as the messages.
        unread: sql<number>`count(*) filter (where ${messageReads.messageId} is null)`.mapWith(
          Number,
        ),
      })
      .from(messages)
      .leftJoin(replied, sql`${replied.messageId} = ${messages.id}`)
      .leftJoin(messageReads, sql`${messageReads.messageId} = ${messages.id}`),
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
      .limit(1),
  ]);
  return {
    total: counts?.total ?? 0,
    unreplied: counts?.unreplied ?? 0,
    unread: counts?.unread ?? 0,
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
