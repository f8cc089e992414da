import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { sitePages, sitePageSchedules, type SitePageScheduleRow } from '@/lib/own-data/db/schema';
import type { Actor } from '@/lib/own-data/activity/record';
import { recordUses } from '@/lib/own-data/media/media-uses-store';
import { pagePlace, pageText } from '@/lib/own-data/media/use-places';
import { leasedQueue } from '@/lib/own-data/queue/leased-queue';
import { onCurrentRevision, publishIn, saved } from './page-store';

// Pages on a schedule: a version kept apart until its "Publish at", then published by whichever
// instance claims it first (the same leased queue as the scheduled news and the outbox).

/** A claim lasts 2 min; retries 15 s, 30 s, 1 min, … at most 10 min apart, without end. */
const queue = leasedQueue(sitePageSchedules, {
  claimMs: 2 * 60_000,
  backoff: { firstMs: 15_000, maxMs: 10 * 60_000 },
});

/**
 * Keeps `content` as the page's draft (so its editor opens on it, and nothing of it is public)
 * and schedules it for `publishAt`, replacing any earlier schedule. Returns the new revision.
 */
export function schedulePage(
  key: string,
  content: unknown,
  revision: number,
  publishAt: Date,
  actor: Actor,
): Promise<number> {
  return onCurrentRevision(key, revision, async (_row, tx) => {
    const author = { id: actor.id, name: actor.name };
    await tx
      .update(sitePages)
      .set({ draft: content, ...saved(author) })
      .where(eq(sitePages.key, key));
    await recordUses(tx, pagePlace(key, true, content), pageText(content));
    const row = {
      content,
      publishAt,
      accountId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      attempts: 0,
      nextAttemptAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
    };
    await tx
      .insert(sitePageSchedules)
      .values({ pageKey: key, ...row })
      .onConflictDoUpdate({ target: sitePageSchedules.pageKey, set: row });
    return revision + 1;
  });
}

/** The page's schedule, if it has one. */
export async function scheduleOf(key: string, db?: Db): Promise<SitePageScheduleRow | null> {
  const database = db ?? (await ownDatabase());
  const [row] = await database
    .select()
    .from(sitePageSchedules)
    .where(eq(sitePageSchedules.pageKey, key));
  return row ?? null;
}

/** Claims the schedules whose time has come, by the database's clock, for this instance. */
export const claimDueSchedules = (db: Db, limit = 5): Promise<SitePageScheduleRow[]> =>
  queue.claim(db, {
    where: sql`${sitePageSchedules.publishAt} <= now()`,
    orderBy: [asc(sitePageSchedules.publishAt), asc(sitePageSchedules.id)],
    limit,
  });

/**
 * Publishes a claimed schedule's copy as the page's new version (which deletes the schedule),
 * the page's row locked as for any publish; null when it was cancelled or moved later since.
 */
export async function publishScheduled(
  claimed: SitePageScheduleRow,
  original: unknown,
): Promise<number | null> {
  const db = await ownDatabase();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const key = claimed.pageKey;
    await tx.insert(sitePages).values({ key }).onConflictDoNothing();
    await tx.select().from(sitePages).where(eq(sitePages.key, key)).for('update');
    const [due] = await tx
      .select()
      .from(sitePageSchedules)
      .where(
        and(eq(sitePageSchedules.id, claimed.id), sql`${sitePageSchedules.publishAt} <= now()`),
      );
    if (!due) return null;
    const author = { id: due.accountId, name: due.actorName };
    return publishIn(key, due.content, author, original, tx);
  });
}

/** A failed attempt (the copy no longer fits, say): tried again after the backoff. */
export const failSchedule = (db: Db, row: SitePageScheduleRow, error: string): Promise<void> =>
  queue.fail(db, row, error);
