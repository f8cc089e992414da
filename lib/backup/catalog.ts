import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { mediaUses, rowCounts, sitePageLiveCopies } from '@/lib/own-data/db/schema';
import type { BackupHeader } from './backup-format';

/** Rows of a raw query: both drivers answer an object with `rows`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Tables computed from the others (where each picture is used, from every text; the rows of the
 * longest tables): a backup leaves them out and a restore builds them again from the restored
 * rows (./restore-backup.ts; the counts through the triggers its inserts fire), so a restored
 * database never holds a copy that disagrees with its rows.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  getTableName(mediaUses),
  getTableName(rowCounts),
]);

/**
 * Tables of passing state, no part of the firm's data: an editor's unsaved copy shown in the live
 * preview (overwritten at each pause in typing, pruned after a day). A backup leaves them out and
 * a restore leaves them empty.
 */
export const PASSING_TABLES: ReadonlySet<string> = new Set([getTableName(sitePageLiveCopies)]);

/** Whether a backup holds the rows of `table`. */
export const isBackedUp = (table: string): boolean =>
  !DERIVED_TABLES.has(table) && !PASSING_TABLES.has(table);

/**
 * The product's tables in the public schema with their columns, parents before children, so
 * rows restored in this order always find the rows their foreign keys point to.
 */
export async function listTables(db: Db): Promise<BackupHeader['tables']> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`SELECT c.table_name AS "table", c.column_name AS "column"
        FROM information_schema.columns c
        JOIN information_schema.tables t
          ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
  );
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
        FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns)
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const link of links)
      if (link.child === table && link.parent !== table) visit(link.parent, path);
    ordered.push(table);
  };
  for (const table of byTable.keys()) visit(table, new Set());
  return ordered.map((name) => ({ name, columns: byTable.get(name)! }));
}

/** The drizzle migrations applied to this database, oldest first (none on an empty one). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const [found] = await rowsOf<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`,
  );
  if (!found?.exists) return [];
  const rows = await rowsOf<{ hash: string }>(
    db,
    sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return rows.map((row) => row.hash);
}

/** Tables of any kind in the product's schemas: zero means an empty database to restore into. */
export async function countOwnTables(db: Db): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    db,
    sql`SELECT count(*) AS count FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
  );
  return Number(row?.count ?? 0);
}

/** Columns filled from a sequence (serial ids), whose next value must follow the restored rows. */
export async function sequenceColumns(db: Db): Promise<{ table: string; column: string }[]> {
  return rowsOf(
    db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
}
