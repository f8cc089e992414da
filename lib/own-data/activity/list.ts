import 'server-only';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { activityLog, type ActivityRow } from '@/lib/own-data/db/schema';
import { offsetOf, toPage } from '@/lib/own-data/db/paging';
import type { ActivityEntry, ActivityPage, ActivityQuery } from './schema';

/** An export reads at most this many entries (a year of a busy team's work). */
const EXPORT_LIMIT = 100_000;

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

/** Every entry the filter selects, newest first, for the CSV export. */
export async function allActivity(filter: Omit<ActivityQuery, 'page'>): Promise<ActivityEntry[]> {
  const db = await ownDatabase();
  const rows = await db
    .select()
    .from(activityLog)
    .where(whereOf(filter))
    .orderBy(desc(activityLog.id))
    .limit(EXPORT_LIMIT);
  return rows.map(reshapeEntry);
}
