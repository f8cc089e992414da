import 'server-only';
import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDatabase } from '@/lib/own-data/db/client';
import {
  accountTokens,
  activityLog,
  applications,
  leadSources,
  outbox,
  rateLimits,
  revokedSessions,
  visitors,
} from '@/lib/own-data/db/schema';
import { env } from '@/lib/config/env';
import { nextTurn } from '@/lib/runtime/next-turn';
import { deleteStaleNotFound } from './redirects/not-found-log';

const EVERY_MS = 6 * 60 * 60 * 1000;
const OUTBOX_RETENTION_DAYS = 30;
/** Rows one DELETE removes at most: a few milliseconds' work, even on PGlite. */
export const RETENTION_BATCH_ROWS = 5000;

/**
 * Deletes what the product no longer needs: visitor records past VISIT_RETENTION_DAYS and job
 * applications (with their CVs) past APPLICATION_RETENTION_DAYS (the privacy page's promises),
 * rate-limit windows over a day old (the longest is 15 minutes), revoked sessions past their
 * expiry, activity log entries past ACTIVITY_RETENTION_DAYS, expired invitation and reset links,
 * e-mails sent or given up on over 30 days ago (they quote what visitors wrote) and Not found log
 * paths unseen for 90 days. Idempotent, so every instance may run it.
 */
export async function deleteExpiredRecords({
  batchRows = RETENTION_BATCH_ROWS,
}: { batchRows?: number } = {}): Promise<{ visitors: number; applications: number }> {
  const config = env();
  const { db } = await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;
  /**
   * Deletes the rows `where` selects, `batchRows` at a time (`DELETE … WHERE key IN (SELECT key
   * … LIMIT n)`), pausing between batches: a year's visits past their retention on the first
   * run is one bounded statement after another, and an embedded PGlite (one session every
   * request shares) answers pages between them. `each` sees every batch's keys.
   */
  async function inBatches<K>(
    table: PgTable,
    key: PgColumn,
    where: SQL,
    each?: (keys: K[]) => Promise<void>,
  ): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = db.select({ key }).from(table).where(where).limit(batchRows);
      const rows = (await db.delete(table).where(inArray(key, batch)).returning({ key })) as {
        key: K;
      }[];
      deleted += rows.length;
      if (rows.length > 0) await each?.(rows.map((row) => row.key));
      if (rows.length < batchRows) return deleted;
      await nextTurn();
    }
  }

  const visits = await inBatches(
    visitors,
    visitors.id,
    lt(visitors.createdAt, olderThan(config.VISIT_RETENTION_DAYS)),
  );
  const oldApplications = await inBatches<number>(
    applications,
    applications.id,
    lt(applications.createdAt, olderThan(config.APPLICATION_RETENTION_DAYS)),
    async (ids) => {
      await db
        .delete(leadSources)
        .where(and(eq(leadSources.kind, 'application'), inArray(leadSources.refId, ids)));
    },
  );
  await inBatches(
    outbox,
    outbox.id,
    and(
      or(isNotNull(outbox.sentAt), isNotNull(outbox.failedAt)),
      lt(outbox.createdAt, olderThan(OUTBOX_RETENTION_DAYS)),
    )!,
  );
  await inBatches(
    rateLimits,
    rateLimits.key,
    lt(rateLimits.windowStart, sql`now() - interval '1 day'`),
  );
  await inBatches(revokedSessions, revokedSessions.sid, lt(revokedSessions.expiresAt, sql`now()`));
  await inBatches(
    activityLog,
    activityLog.id,
    lt(activityLog.createdAt, olderThan(config.ACTIVITY_RETENTION_DAYS)),
  );
  // Invitation and reset links a day past their expiry: they could only be refused.
  await inBatches(
    accountTokens,
    accountTokens.tokenHash,
    lt(accountTokens.expiresAt, sql`now() - interval '1 day'`),
  );
  await deleteStaleNotFound(db);
  return { visitors: visits, applications: oldApplications };
}

/** Runs the deletion at start and every six hours while the server runs. */
export function scheduleRetention(): void {
  const run = () =>
    deleteExpiredRecords().catch((error: unknown) =>
      console.error('[retention]', error instanceof Error ? error.message : error),
    );
  void run();
  setInterval(run, EVERY_MS).unref();
}
