import { sql } from 'drizzle-orm';
import type { Db } from '../client';

type Rows = { rows: Record<string, unknown>[] };

/** The rows a statement of ours answers. */
export async function query(db: Db, text: string): Promise<Record<string, unknown>[]> {
  return ((await db.execute(sql.raw(text))) as unknown as Rows).rows;
}

/** Runs a statement of ours; answers the rows it wrote. */
export async function run(db: Db, text: string): Promise<number> {
  const result = (await db.execute(sql.raw(text))) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** The column `n` of a statement's first row. */
export const numberOf = async (db: Db, text: string) => Number((await query(db, text))[0]?.n ?? 0);

/** The highest id a table holds (0 when empty): the year's ids go on from it. */
export const maxId = (db: Db, table: string) =>
  numberOf(db, `SELECT coalesce(max(id), 0) AS n FROM ${table}`);
