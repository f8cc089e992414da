import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1)` with the ids as one array parameter. Drizzle's inArray writes a parameter
 * per id and builds each in JavaScript: an export's pages of 500 ids spent more time there than
 * the database spent answering.
 */
export function anyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${sql.param([...ids])}::int[])`;
}
