import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { sitePageLiveCopies } from '@/lib/own-data/db/schema';

/** How long an editor's unsaved copy is kept once they stop typing: a preview left open overnight starts again from the saved draft. */
export const LIVE_COPY_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps `content` as what account `accountId` sees in page `key`'s live preview, replacing what
 * it saw before, and prunes every editor's copies left longer than LIVE_COPY_KEPT_MS (by the
 * database's clock, so instances whose clocks differ agree).
 */
export async function storeLiveCopy(key: string, accountId: number, content: unknown) {
  const db = await ownDatabase();
  await db
    .insert(sitePageLiveCopies)
    .values({ pageKey: key, accountId, content })
    .onConflictDoUpdate({
      target: [sitePageLiveCopies.pageKey, sitePageLiveCopies.accountId],
      set: { content, updatedAt: sql`now()` },
    });
  await db
    .delete(sitePageLiveCopies)
    .where(
      lt(
        sitePageLiveCopies.updatedAt,
        sql`now() - make_interval(secs => ${LIVE_COPY_KEPT_MS / 1000})`,
      ),
    );
}

/** The unsaved copy account `accountId` last sent for page `key`, or undefined. */
export async function liveCopyOf(key: string, accountId: number): Promise<unknown> {
  const db = await ownDatabase();
  const [row] = await db
    .select({ content: sitePageLiveCopies.content })
    .from(sitePageLiveCopies)
    .where(and(eq(sitePageLiveCopies.pageKey, key), eq(sitePageLiveCopies.accountId, accountId)));
  return row?.content;
}
