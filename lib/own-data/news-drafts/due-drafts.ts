import 'server-only';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { newsDrafts, type NewsDraftRow } from '@/lib/own-data/db/schema';
import { forgetUses, withUses } from '@/lib/own-data/media/media-uses-store';

/** How long one instance holds a post it is sending before another may try it. */
const CLAIM_MS = 2 * 60_000;
/** Retries: 15 s, 30 s, 1 min, … at most 10 min apart, for as long as it takes. */
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 10 * 60_000;

export const draftRetryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/**
 * Claims the scheduled posts that are due (all of them, or only `id`) for this instance. One
 * statement over rows chosen FOR UPDATE SKIP LOCKED, and a claim lasts CLAIM_MS: two instances
 * never claim the same post, so none is posted twice. A post is never dropped: one that failed
 * is claimable again after its retry delay, one whose instance died after its claim ran out.
 */
export async function claimDueDrafts(
  db: Db,
  options: { id?: number; limit?: number } = {},
): Promise<NewsDraftRow[]> {
  const due = db
    .select({ id: newsDrafts.id })
    .from(newsDrafts)
    .where(
      and(
        eq(newsDrafts.state, 'scheduled'),
        sql`${newsDrafts.publishAt} <= now()`,
        sql`${newsDrafts.nextAttemptAt} <= now()`,
        or(isNull(newsDrafts.claimedUntil), lt(newsDrafts.claimedUntil, sql`now()`)),
        options.id === undefined ? undefined : eq(newsDrafts.id, options.id),
      ),
    )
    .orderBy(asc(newsDrafts.publishAt), asc(newsDrafts.id))
    .limit(options.limit ?? 10)
    .for('update', { skipLocked: true });
  return db
    .update(newsDrafts)
    .set({
      claimedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
      attempts: sql`${newsDrafts.attempts} + 1`,
    })
    .where(inArray(newsDrafts.id, due))
    .returning();
}

/**
 * The post went out: the draft is done with (the news item is its record now, its pictures
 * recorded as that item's by the Backend's write), and so are its uses.
 */
export async function finishDraft(db: Db, id: number): Promise<void> {
  await withUses(db, async (tx) => {
    await tx.delete(newsDrafts).where(eq(newsDrafts.id, id));
    await forgetUses(tx, { kind: 'news', id: String(id), draft: true });
  });
}

/** A failed attempt (the firm's API was down, say): tried again after the backoff. */
export async function failDraft(db: Db, row: NewsDraftRow, error: string): Promise<void> {
  await db
    .update(newsDrafts)
    .set({
      lastError: error.slice(0, 500),
      claimedUntil: null,
      nextAttemptAt: sql`now() + ${`${draftRetryDelayMs(row.attempts)} milliseconds`}::interval`,
    })
    .where(eq(newsDrafts.id, row.id));
}
