import 'server-only';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
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
import { deleteStaleNotFound } from './redirects/not-found-log';

const EVERY_MS = 6 * 60 * 60 * 1000;
const OUTBOX_RETENTION_DAYS = 30;

/**
 * Deletes what the product no longer needs: visitor records past VISIT_RETENTION_DAYS and job
 * applications (with their CVs) past APPLICATION_RETENTION_DAYS (the privacy page's promises),
 * rate-limit windows over a day old (the longest is 15 minutes), revoked sessions past their
 * expiry, activity log entries past ACTIVITY_RETENTION_DAYS, expired invitation and reset links,
 * e-mails sent or given up on over 30 days ago (they quote what visitors wrote) and Not found log
 * paths unseen for 90 days. Idempotent, so every instance may run it.
 */
export async function deleteExpiredRecords(): Promise<{ visitors: number; applications: number }> {
  const config = env();
  const { db } = await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;
  const oldVisits = await db
    .delete(visitors)
    .where(lt(visitors.createdAt, olderThan(config.VISIT_RETENTION_DAYS)))
    .returning({ id: visitors.id });
  const oldApplications = await db
    .delete(applications)
    .where(lt(applications.createdAt, olderThan(config.APPLICATION_RETENTION_DAYS)))
    .returning({ id: applications.id });
  if (oldApplications.length > 0) {
    const ids = oldApplications.map((row) => row.id);
    await db
      .delete(leadSources)
      .where(and(eq(leadSources.kind, 'application'), inArray(leadSources.refId, ids)));
  }
  await db
    .delete(outbox)
    .where(
      and(
        or(isNotNull(outbox.sentAt), isNotNull(outbox.failedAt)),
        lt(outbox.createdAt, olderThan(OUTBOX_RETENTION_DAYS)),
      ),
    );
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
  await db
    .delete(activityLog)
    .where(lt(activityLog.createdAt, olderThan(config.ACTIVITY_RETENTION_DAYS)));
  // Invitation and reset links a day past their expiry: they could only be refused.
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '1 day'`));
  await deleteStaleNotFound(db);
  return { visitors: oldVisits.length, applications: oldApplications.length };
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
