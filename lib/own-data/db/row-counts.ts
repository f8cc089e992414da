import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { rowCounts } from './schema';

/** The tables whose rows the database counts on write (drizzle/0017_counts_kept_on_write.sql). */
export type CountedTable = 'messages' | 'visitors';

/** How many rows `table` holds, read from the count its triggers keep: no rows are read. */
export async function rowCount(db: Db, table: CountedTable): Promise<number> {
  const [row] = await db
    .select({ rows: rowCounts.rows })
    .from(rowCounts)
    .where(eq(rowCounts.name, table));
  return row?.rows ?? 0;
}
