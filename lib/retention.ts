import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { applications, rateLimits, revokedSessions, visitors } from '@/lib/db/schema';
import { env } from '@/lib/env';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes what the product no longer needs: visitor records past VISIT_RETENTION_DAYS and job
 * applications (with their CVs) past APPLICATION_RETENTION_DAYS (the privacy page's promises),
 * rate-limit windows over a day old (the longest is 15 minutes) and
 * revoked sessions past their expiry. Idempotent, so every instance may run it.
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
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
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
