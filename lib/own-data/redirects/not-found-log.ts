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

/** What the database stores of a batch: at most this many hits a row (PostgreSQL's integer). */
const MAX_HITS = 2_147_483_647;

/**
 * Counts a batch of 404s (`[path, hits]`, each path once) in ONE statement, then trims the log to
 * `cap` rows in one more, however many paths the batch holds: a flush costs two statements,
 * never two per path (issue 53, item 3). A path the log does not keep (isLoggablePath) is passed
 * over. The trim keeps the most seen paths, then the latest seen: a path seen many times is never
 * pushed out by any number of paths seen once. Answers the paths the log holds after the trim
 * (what lib/redirects/count-not-found.ts takes for "already known").
 */
export async function recordNotFoundBatch(
  db: Db,
  batch: Iterable<readonly [string, number]>,
  { cap = NOT_FOUND_LOG_CAP }: { cap?: number } = {},
): Promise<string[]> {
  // In path order: two instances writing batches that share paths lock their rows in the same
  // order (PostgreSQL), so neither waits on the other in a cycle.
  const rows = [...batch]
    .filter(([path, count]) => isLoggablePath(path) && count >= 1)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const paths = rows.map(([path]) => path);
  const hits = rows.map(([, count]) => Math.min(Math.floor(count), MAX_HITS));
  const table = notFoundPaths;
  if (paths.length > 0) {
    // One statement for the whole batch: its paths and hits as two arrays (sql.param keeps each
    // array one parameter; drizzle would spread a bare array into a list). Both drivers send a
    // JavaScript array as a PostgreSQL array.
    await db.execute(sql`
      INSERT INTO ${table} (path, hits, last_seen_at)
      SELECT batch.path, batch.hits, now()
        FROM unnest(${sql.param(paths)}::text[], ${sql.param(hits)}::int[]) AS batch(path, hits)
      ON CONFLICT (path) DO UPDATE
        SET hits = least(${table.hits}::bigint + excluded.hits, ${sql.raw(String(MAX_HITS))})::int,
            last_seen_at = now()`);
  }
  // The trim and what is left, in one statement (the DELETE's CTE and the SELECT see the same
  // snapshot: what is left is what was there, less what the DELETE took).
  const kept = await db.execute(sql`
    WITH gone AS (
      DELETE FROM ${table} WHERE path IN (
        SELECT path FROM ${table} ORDER BY hits DESC, last_seen_at DESC, path OFFSET ${cap}
      )
      RETURNING path
    )
    SELECT path FROM ${table} WHERE path NOT IN (SELECT path FROM gone)`);
  return (kept as unknown as { rows: { path: string }[] }).rows.map((row) => row.path);
}

/**
 * Counts `hits` 404s of `path` (one row per path, however often); a new path past `cap` pushes
 * out the least seen, oldest one. One path's batch (recordNotFoundBatch).
 */
export async function recordNotFound(
  db: Db,
  path: string,
  { hits = 1, cap = NOT_FOUND_LOG_CAP }: { hits?: number; cap?: number } = {},
): Promise<void> {
  if (!isLoggablePath(path)) return;
  await recordNotFoundBatch(db, [[path, hits]], { cap });
}

/** Every path the log holds (at most its cap). */
export async function loggedNotFoundPaths(db: Db): Promise<string[]> {
  const rows = await db.select({ path: notFoundPaths.path }).from(notFoundPaths);
  return rows.map((row) => row.path);
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
