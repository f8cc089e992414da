import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { ORIGINAL_COPY_AUTHOR } from '@/lib/domain/site-page';
import {
  sitePages,
  sitePageSchedules,
  sitePageVersions,
  type SitePageRow,
} from '@/lib/own-data/db/schema';
import { forgetUses, recordUses } from '@/lib/own-data/media/media-uses-store';
import { pagePlace, pageText } from '@/lib/own-data/media/use-places';

/** Who saves or publishes: copied in, so history reads right after an account is removed. */
export type PageAuthor = { id: number | null; name: string };

/** A save made on a revision someone else has since moved past. */
export class StalePageError extends Error {
  constructor(
    readonly by: string,
    readonly at: Date,
  ) {
    super(`The page was saved by ${by} after it was loaded`);
  }
}

export class UnknownVersionError extends Error {}

export type PageRecord = {
  row: SitePageRow | null;
  published: { version: number; content: unknown; at: Date; by: string } | null;
};

export async function readPage(key: string, db?: Db): Promise<PageRecord> {
  const database = db ?? (await ownDatabase());
  const [row] = await database.select().from(sitePages).where(eq(sitePages.key, key));
  if (!row?.publishedVersion) return { row: row ?? null, published: null };
  const [version] = await database
    .select()
    .from(sitePageVersions)
    .where(
      and(eq(sitePageVersions.pageKey, key), eq(sitePageVersions.version, row.publishedVersion)),
    );
  return {
    row,
    published: version
      ? {
          version: version.version,
          content: version.content,
          at: version.publishedAt,
          by: version.publishedBy,
        }
      : null,
  };
}

/** Joins a page's row to its live version: the one it published last (or restored). */
export const liveVersionOfPage = () =>
  and(
    eq(sitePageVersions.pageKey, sitePages.key),
    eq(sitePageVersions.version, sitePages.publishedVersion),
  );

/**
 * Runs `change` on the page's row, locked, once the revision the editor loaded is the current
 * one; a stale one is refused with who saved since. The row is made on the first save.
 */
export async function onCurrentRevision<T>(
  key: string,
  revision: number,
  change: (row: SitePageRow, tx: Db) => Promise<T>,
): Promise<T> {
  const db = await ownDatabase();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(sitePages).values({ key }).onConflictDoNothing();
    const [row] = await tx.select().from(sitePages).where(eq(sitePages.key, key)).for('update');
    if (!row) throw new Error(`The page ${key} could not be read back`);
    if (row.revision !== revision) {
      throw new StalePageError(row.savedBy ?? 'Someone', row.savedAt ?? new Date());
    }
    return change(row, tx);
  });
}

export const saved = (author: PageAuthor) => ({
  revision: sql`${sitePages.revision} + 1`,
  savedBy: author.name,
  savedAt: new Date(),
});

/** A save or publish made by hand replaces any scheduled one: the editor moved on from that copy. */
export const cancelSchedule = (key: string, tx: Db) =>
  tx.delete(sitePageSchedules).where(eq(sitePageSchedules.pageKey, key));

/**
 * Keeps `content` as the page's draft; what is public does not change, and a scheduled version
 * is cancelled. Returns the new revision.
 */
export async function saveDraft(
  key: string,
  content: unknown,
  revision: number,
  author: PageAuthor,
) {
  return onCurrentRevision(key, revision, async (_row, tx) => {
    await tx
      .update(sitePages)
      .set({ draft: content, ...saved(author) })
      .where(eq(sitePages.key, key));
    await cancelSchedule(key, tx);
    await recordUses(tx, pagePlace(key, true, content), pageText(content));
    return revision + 1;
  });
}

/**
 * The newest version number; the first publish records the shipped copy as version 1 (a page
 * added in the back office has none: `original` undefined, its first publish is version 1).
 */
async function lastVersion(key: string, original: unknown, tx: Db): Promise<number> {
  const [last] = await tx
    .select({ version: sitePageVersions.version })
    .from(sitePageVersions)
    .where(eq(sitePageVersions.pageKey, key))
    .orderBy(desc(sitePageVersions.version))
    .limit(1);
  if (last) return last.version;
  if (original === undefined) return 0;
  await tx
    .insert(sitePageVersions)
    .values({ pageKey: key, version: 1, content: original, publishedBy: ORIGINAL_COPY_AUTHOR });
  return 1;
}

/** Publishes `content` in `tx`, the page's row locked: every publish's one write. */
export async function publishIn(
  key: string,
  content: unknown,
  author: PageAuthor,
  original: unknown,
  tx: Db,
) {
  const version = (await lastVersion(key, original, tx)) + 1;
  await tx
    .insert(sitePageVersions)
    .values({ pageKey: key, version, content, publishedBy: author.name, accountId: author.id });
  await tx
    .update(sitePages)
    .set({ draft: null, publishedVersion: version, withdrawnAt: null, ...saved(author) })
    .where(eq(sitePages.key, key));
  // The published copy's pictures are the page's now; its draft, gone, shows none.
  await recordUses(tx, pagePlace(key, false, content), pageText(content));
  await forgetUses(tx, pagePlace(key, true));
  await cancelSchedule(key, tx);
  return version;
}

/**
 * Makes `content` public as a new version and clears the draft (an unpublished page is public
 * again). `original`: the code's copy.
 */
export async function publishPage(
  key: string,
  content: unknown,
  revision: number,
  author: PageAuthor,
  original: unknown,
): Promise<number> {
  return onCurrentRevision(key, revision, (_row, tx) =>
    publishIn(key, content, author, original, tx),
  );
}

/** Publishes an earlier version's copy again, as a new version (history is never rewritten). */
export async function restoreVersion(
  key: string,
  version: number,
  revision: number,
  author: PageAuthor,
  original: unknown,
): Promise<number> {
  return onCurrentRevision(key, revision, async (_row, tx) => {
    const [old] = await tx
      .select({ content: sitePageVersions.content })
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.pageKey, key), eq(sitePageVersions.version, version)));
    if (!old) throw new UnknownVersionError(`The page ${key} has no version ${version}`);
    return publishIn(key, old.content, author, original, tx);
  });
}

/** The copy version `version` of page `key` published, or undefined when there is none. */
export async function versionContent(key: string, version: number): Promise<unknown> {
  const db = await ownDatabase();
  const [found] = await db
    .select({ content: sitePageVersions.content })
    .from(sitePageVersions)
    .where(and(eq(sitePageVersions.pageKey, key), eq(sitePageVersions.version, version)));
  return found?.content;
}

/** The page's published versions, newest first. */
export async function pageVersions(key: string) {
  const db = await ownDatabase();
  return db
    .select({
      version: sitePageVersions.version,
      publishedAt: sitePageVersions.publishedAt,
      publishedBy: sitePageVersions.publishedBy,
    })
    .from(sitePageVersions)
    .where(eq(sitePageVersions.pageKey, key))
    .orderBy(desc(sitePageVersions.version));
}

/** Every page's row: which have drafts, which were published and when, which are scheduled. */
export async function pageRows() {
  const db = await ownDatabase();
  return db
    .select({
      key: sitePages.key,
      draft: sql<boolean>`${sitePages.draft} is not null`,
      publishedAt: sitePageVersions.publishedAt,
      scheduledAt: sitePageSchedules.publishAt,
    })
    .from(sitePages)
    .leftJoin(sitePageVersions, liveVersionOfPage())
    .leftJoin(sitePageSchedules, eq(sitePageSchedules.pageKey, sitePages.key));
}
