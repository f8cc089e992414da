import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { newsDrafts, type NewsDraftRow } from '@/lib/own-data/db/schema';
import { forgetUses, withUses } from '@/lib/own-data/media/media-uses-store';
import { leasedQueue } from '@/lib/own-data/queue/leased-queue';

/**
 * Scheduled posts as a leased queue: a claim lasts 2 min; retries 15 s, 30 s, 1 min, … at most
 * 10 min apart, for as long as it takes.
 */
const queue = leasedQueue(newsDrafts, {
  claimMs: 2 * 60_000,
  backoff: { firstMs: 15_000, maxMs: 10 * 60_000 },
});

export const draftRetryDelayMs = queue.retryDelayMs;

/**
 * Claims the scheduled posts that are due (all of them, or only `id`) for this instance, so two
 * instances never claim the same post and none is posted twice. A post is never dropped: one
 * that failed is claimable again after its retry delay, one whose instance died after its claim
 * ran out.
 */
export const claimDueDrafts = (
  db: Db,
  options: { id?: number; limit?: number } = {},
): Promise<NewsDraftRow[]> =>
  queue.claim(db, {
    where: and(
      eq(newsDrafts.state, 'scheduled'),
      sql`${newsDrafts.publishAt} <= now()`,
      options.id === undefined ? undefined : eq(newsDrafts.id, options.id),
    ),
    orderBy: [asc(newsDrafts.publishAt), asc(newsDrafts.id)],
    limit: options.limit ?? 10,
  });

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
export const failDraft = (db: Db, row: NewsDraftRow, error: string): Promise<void> =>
  queue.fail(db, row, error);
