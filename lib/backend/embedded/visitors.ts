import 'server-only';
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { visitors } from '@/lib/own-data/db/schema';
import { type Page } from '@/lib/domain/paging';
import type { Keyed, ListCursor } from '../backend';
import { type Visitor } from '@/lib/domain/visitor';
import { readPage } from '@/lib/own-data/db/paging';
import { rowCount } from '@/lib/own-data/db/row-counts';
import { reshapeVisitor } from './reshape';

export async function listVisitors(db: Db, page: number): Promise<Page<Visitor>> {
  return readPage(
    page,
    () => rowCount(db, 'visitors'),
    async ({ offset, limit, reversed }) => {
      const order = reversed ? asc : desc;
      const rows = await db
        .select()
        .from(visitors)
        .orderBy(order(visitors.createdAt), order(visitors.id))
        .limit(limit)
        .offset(offset);
      return rows.map(reshapeVisitor);
    },
  );
}

/**
 * Up to `limit` visits after `cursor`, newest first as listVisitors pages them, each with its
 * cursor: the CSV export's read (a year is a million visits; a count and an OFFSET a page took
 * 455 s). The row comparison walks visitors_created_at_idx from the cursor on.
 */
export async function visitorsBefore(
  db: Db,
  cursor: ListCursor | null,
  limit: number,
): Promise<Keyed<Visitor>[]> {
  const rows = await db
    // The key as the database holds it (microseconds), which a Date would round.
    .select({ row: visitors, at: sql<string>`${visitors.createdAt}::text` })
    .from(visitors)
    .where(
      cursor
        ? sql`(${visitors.createdAt}, ${visitors.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
        : undefined,
    )
    .orderBy(desc(visitors.createdAt), desc(visitors.id))
    .limit(limit);
  return rows.map(({ row, at }) => ({ item: reshapeVisitor(row), cursor: { at, id: row.id } }));
}

export async function recordVisit(db: Db, input: { ip_address: string }): Promise<void> {
  await db.insert(visitors).values({ ipAddress: input.ip_address });
}
