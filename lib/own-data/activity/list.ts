import 'server-only';
import { and, desc, eq, isNotNull, lt, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { activityLog, type ActivityRow } from '@/lib/own-data/db/schema';
import { offsetOf, toPage } from '@/lib/own-data/db/paging';
import type { ActivityEntry, ActivityPage, ActivityQuery } from './schema';

const reshapeEntry = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  account_id: row.accountId,
  actor_name: row.actorName,
  actor_email: row.actorEmail,
  kind: row.kind,
  summary: row.summary,
  item_id: row.itemId,
  item_title: row.itemTitle,
  success: row.success,
});

function whereOf(filter: Omit<ActivityQuery, 'page'>): SQL | undefined {
  const conditions = [
    filter.person === undefined ? undefined : eq(activityLog.accountId, filter.person),
    filter.kind === undefined ? undefined : eq(activityLog.kind, filter.kind),
  ];
  return and(...conditions);
}

/** One page, newest first, with everyone who appears in the log (the filter's choices). */
export async function listActivity(query: ActivityQuery): Promise<ActivityPage> {
  const db = await ownDatabase();
  const where = whereOf(query);
  const [rows, total, people] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.$count(activityLog, where),
    // The name most recently recorded for each account.
    db
      .selectDistinctOn([activityLog.accountId], {
        id: activityLog.accountId,
        name: activityLog.actorName,
      })
      .from(activityLog)
      .where(isNotNull(activityLog.accountId))
      .orderBy(activityLog.accountId, desc(activityLog.id)),
  ]);
  return {
    ...toPage(rows.map(reshapeEntry), total, query.page),
    people: people
      .flatMap((person) => (person.id === null ? [] : [{ id: person.id, name: person.name }]))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Up to `limit` entries the filter selects with ids below `before` (all, when null), newest
 * first: the CSV export reads the log a page at a time by keyset.
 */
export async function activityBefore(
  filter: Omit<ActivityQuery, 'page'>,
  before: number | null,
  limit: number,
): Promise<ActivityEntry[]> {
  const db = await ownDatabase();
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(whereOf(filter), before === null ? undefined : lt(activityLog.id, before)))
    .orderBy(desc(activityLog.id))
    .limit(limit);
  return rows.map(reshapeEntry);
}
