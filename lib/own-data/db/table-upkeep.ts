import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client';

// PGlite runs PostgreSQL in single-user mode: no autovacuum, and no activity statistics to
// tell which tables changed (pg_stat_user_tables stays at zero). Its tables would never be
// analysed (the planner then guesses: a count of a year's 6,000 unreplied messages read all
// 50,000, 86 ms instead of 2) nor vacuumed (dead rows kept, no visibility map). So the server
// does it: at start-up when a table holding rows was never looked at (a database just migrated,
// restored or seeded in bulk), then once a day. On a year of data: about 1-3 s, during which
// the one connection is busy (pages served from the page cache are not held).

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many tables hold rows that no VACUUM or ANALYZE has counted yet (reltuples is -1). */
export async function tablesNeverAnalysed(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples < 0
      AND pg_relation_size(c.oid) > 0`)) as unknown as { rows: unknown[] };
  return z.object({ tables: z.coerce.number() }).parse(result.rows[0]).tables;
}

/** What autovacuum would have done by now: dead rows cleared, visibility and statistics kept. */
export async function keepTablesUp(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/** One upkeep: a vacuum and analysis, unless `onlyIfNeeded` and every table was analysed. */
async function upkeep(db: Db, onlyIfNeeded: boolean): Promise<void> {
  try {
    if (onlyIfNeeded && (await tablesNeverAnalysed(db)) === 0) return;
    const began = performance.now();
    await keepTablesUp(db);
    console.log(
      `[table upkeep] vacuumed and analysed in ${Math.round(performance.now() - began)} ms`,
    );
  } catch (error) {
    console.error('[table upkeep]', error instanceof Error ? error.message : error);
  }
}

/** In embedded mode, from start-up on (off the request path): now if needed, then daily. */
export function scheduleTableUpkeep(db: Db): void {
  void upkeep(db, true);
  setInterval(() => void upkeep(db, false), DAY_MS).unref();
}
