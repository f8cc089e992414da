import 'server-only';
import { desc, lt, sql } from 'drizzle-orm';
import { isLoggablePath, type NotFoundLog } from '@/lib/domain/redirect';
import type { Db } from '@/lib/own-data/db/client';
import { notFoundPaths } from '@/lib/own-data/db/schema';

/** How many distinct paths the log keeps: a bot trying random addresses churns the tail only. */
export const NOT_FOUND_LOG_CAP = 1000;
/** A path not seen for this long leaves the log (lib/own-data/retention.ts). */
export const NOT_FOUND_LOG_DAYS = 90;
/** How many rows the screen shows, most frequent first. */
export const NOT_FOUND_SHOWN = 100;

const rank = [desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt), notFoundPaths.path];

/**
 * Counts `hits` 404s of `path` (one row per path, however often). A path the log does not keep
 * (isLoggablePath) is passed over. A new path past `cap` pushes out the least seen, oldest one.
 */
export async function recordNotFound(
  db: Db,
  path: string,
  { hits = 1, cap = NOT_FOUND_LOG_CAP }: { hits?: number; cap?: number } = {},
): Promise<void> {
  if (!isLoggablePath(path)) return;
  const [row] = await db
    .insert(notFoundPaths)
    .values({ path, hits })
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: { hits: sql`${notFoundPaths.hits} + ${hits}`, lastSeenAt: sql`now()` },
    })
    // PostgreSQL's own tell: a row the statement inserted has no xmax; an updated one has.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row?.inserted) return;
  const kept = db
    .select({ path: notFoundPaths.path })
    .from(notFoundPaths)
    .orderBy(...rank);
  await db.execute(
    sql`DELETE FROM ${notFoundPaths} WHERE ${notFoundPaths.path} IN (${kept.offset(cap)})`,
  );
}

/** The most frequent paths (then the latest seen), and how many the log holds. */
export async function listNotFound(db: Db, limit = NOT_FOUND_SHOWN): Promise<NotFoundLog> {
  const rows = await db
    .select()
    .from(notFoundPaths)
    .orderBy(...rank)
    .limit(limit);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(notFoundPaths);
  return {
    results: rows.map((row) => ({
      path: row.path,
      hits: row.hits,
      last_seen: row.lastSeenAt.toISOString(),
    })),
    total: total?.count ?? 0,
  };
}

/** Deletes the paths not seen for `days`; how many went. */
export async function deleteStaleNotFound(db: Db, days = NOT_FOUND_LOG_DAYS): Promise<number> {
  const gone = await db
    .delete(notFoundPaths)
    .where(lt(notFoundPaths.lastSeenAt, sql`now() - make_interval(days => ${days})`))
    .returning({ path: notFoundPaths.path });
  return gone.length;
}
