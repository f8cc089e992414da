import 'server-only';
import { eq, like } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { sitePages, sitePageVersions } from '@/lib/own-data/db/schema';
import { recordUses, withUses } from '@/lib/own-data/media/media-uses-store';
import { pagePlace, pageText } from '@/lib/own-data/media/use-places';
import {
  cancelSchedule,
  liveVersionOfPage,
  onCurrentRevision,
  saved,
  type PageAuthor,
} from './page-store';

// The services' rows: which were added in the back office, which are unpublished, and the
// published copy of each, read in one query for every list of services the site shows.

/** A service's stored state; dates as ISO strings, so a cached copy reads the same. */
export type ServiceRecord = {
  key: string;
  addedAt: string | null;
  withdrawnAt: string | null;
  /** The published version's copy and time; null before the first publish. */
  published: { content: unknown; at: string } | null;
  /** The unpublished draft, if any (the back office's; the public lists leave it out). */
  draft: unknown;
};

export class PageExistsError extends Error {}

/**
 * Every service's row with its published copy, in one query; with `prefix` 'page:', the pages
 * of the firm's own, which live at an address of their own the same way.
 */
export async function readServiceRecords(db?: Db, prefix = 'service:'): Promise<ServiceRecord[]> {
  const database = db ?? (await ownDatabase());
  const rows = await database
    .select({
      key: sitePages.key,
      addedAt: sitePages.addedAt,
      withdrawnAt: sitePages.withdrawnAt,
      draft: sitePages.draft,
      content: sitePageVersions.content,
      publishedAt: sitePageVersions.publishedAt,
    })
    .from(sitePages)
    .leftJoin(sitePageVersions, liveVersionOfPage())
    .where(like(sitePages.key, `${prefix}%`))
    .orderBy(sitePages.addedAt, sitePages.key);
  return rows.map((row) => ({
    key: row.key,
    addedAt: row.addedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    published:
      row.publishedAt && row.content != null
        ? { content: row.content, at: row.publishedAt.toISOString() }
        : null,
    draft: row.draft ?? null,
  }));
}

/** Makes a new page, its copy a draft (public once published). Refuses a key in use. */
export async function addPage(key: string, draft: unknown, author: PageAuthor): Promise<void> {
  const db = await ownDatabase();
  await withUses(db, async (tx) => {
    const added = await tx
      .insert(sitePages)
      .values({
        key,
        draft,
        revision: 1,
        savedBy: author.name,
        savedAt: new Date(),
        addedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ key: sitePages.key });
    if (added.length === 0) throw new PageExistsError(`The page ${key} exists already`);
    await recordUses(tx, pagePlace(key, true, draft), pageText(draft));
  });
}

/**
 * Takes a service out of public view (its copy and history stay) on the revision the editor
 * loaded (a stale one: StalePageError). Publishing it again brings it back; a version scheduled
 * before is cancelled, so it never brings the service back unasked.
 */
export function withdrawPage(key: string, revision: number, author: PageAuthor): Promise<number> {
  return onCurrentRevision(key, revision, async (_row, tx) => {
    await tx
      .update(sitePages)
      .set({ withdrawnAt: new Date(), ...saved(author) })
      .where(eq(sitePages.key, key));
    await cancelSchedule(key, tx);
    return revision + 1;
  });
}
