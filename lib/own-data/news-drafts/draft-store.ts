import 'server-only';
import { and, asc, desc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImageUpload } from '@/lib/domain/image';
import type { NewsFields } from '@/lib/domain/news';
import type { NewsDraft } from '@/lib/domain/news-draft';
import type { Db } from '@/lib/own-data/db/client';
import { newsDrafts } from '@/lib/own-data/db/schema';
import { forgetUses, recordUses, withUses } from '@/lib/own-data/media/media-uses-store';
import { newsPlace } from '@/lib/own-data/media/use-places';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';

/** Who saved it: named in the activity log when the post goes out. */
export type DraftActor = { id: number | null; name: string; email: string };

export type DraftWrite = NewsFields & {
  /** A new banner; without one an update keeps the stored banner. */
  image?: ImageUpload;
  state: NewsDraft['state'];
  publishAt: Date | null;
  actor: DraftActor;
};

// Lists and items never read the banner's bytes; only its door does (./draft-image.ts).
const { image: _image, ...summaryColumns } = getTableColumns(newsDrafts);
const summary = { ...summaryColumns, hasImage: sql<boolean>`${newsDrafts.image} IS NOT NULL` };
type SummaryRow = Omit<typeof newsDrafts.$inferSelect, 'image'> & { hasImage: boolean };

/** The admin door that serves a draft's banner (versioned, as a new banner changes the row). */
export const draftImagePath = (id: number, updatedAt: Date) =>
  `/api/admin/news/drafts/${id}/image?v=${updatedAt.getTime().toString(36)}`;

// A draft's text passes the one sanitiser as it is stored and again as it is read (the
// back office shows it as HTML): no stored version, whatever wrote it, reaches a screen unsafe.
const toDraft = (row: SummaryRow): NewsDraft => ({
  id: row.id,
  title: row.title,
  date: row.date,
  description: sanitizeHtml(row.description),
  image: row.hasImage ? draftImagePath(row.id, row.updatedAt) : null,
  image_alt: row.imageAlt,
  state: row.state === 'scheduled' ? 'scheduled' : 'draft',
  publish_at: row.publishAt?.toISOString() ?? null,
  last_error: row.lastError,
  updated_at: row.updatedAt.toISOString(),
});

/** Every draft and scheduled post: the scheduled first, soonest first, then drafts, newest first. */
export async function listDrafts(db: Db): Promise<NewsDraft[]> {
  const rows = await db
    .select(summary)
    .from(newsDrafts)
    .orderBy(
      desc(sql`${newsDrafts.state} = 'scheduled'`),
      asc(newsDrafts.publishAt),
      desc(newsDrafts.updatedAt),
    );
  return rows.map(toDraft);
}

export async function getDraft(db: Db, id: number): Promise<NewsDraft | null> {
  const [row] = await db.select(summary).from(newsDrafts).where(eq(newsDrafts.id, id));
  return row ? toDraft(row) : null;
}

const written = (input: DraftWrite) => ({
  title: input.title,
  date: input.date,
  description: sanitizeHtml(input.description),
  state: input.state,
  publishAt: input.publishAt,
  accountId: input.actor.id,
  actorName: input.actor.name,
  actorEmail: input.actor.email,
  // A post asked for again is tried at once, as if new.
  attempts: 0,
  nextAttemptAt: sql`now()`,
  lastError: null,
  updatedAt: sql`now()`,
  ...(input.image_alt === undefined ? {} : { imageAlt: input.image_alt }),
  ...(input.image
    ? {
        image: input.image.bytes,
        imageType: input.image.contentType,
        imageName: input.image.filename,
      }
    : {}),
});

export async function createDraft(db: Db, input: DraftWrite): Promise<NewsDraft> {
  return withUses(db, async (tx) => {
    const [row] = await tx.insert(newsDrafts).values(written(input)).returning(summary);
    await recordUses(tx, newsPlace(row!, true), row!.description);
    return toDraft(row!);
  });
}

/** Not being posted by an instance this very moment. */
const unclaimed = or(isNull(newsDrafts.claimedUntil), lt(newsDrafts.claimedUntil, sql`now()`));

/**
 * Saves over a draft, unless an instance is posting it this very moment (then 'busy': what the
 * editor saved would be lost, or posted half-changed). Null when there is no such draft.
 */
export async function updateDraft(
  db: Db,
  id: number,
  input: DraftWrite,
): Promise<NewsDraft | 'busy' | null> {
  const row = await withUses(db, async (tx) => {
    const [updated] = await tx
      .update(newsDrafts)
      .set(written(input))
      .where(and(eq(newsDrafts.id, id), unclaimed))
      .returning(summary);
    if (updated) await recordUses(tx, newsPlace(updated, true), updated.description);
    return updated;
  });
  if (row) return toDraft(row);
  return (await getDraft(db, id)) ? 'busy' : null;
}

/**
 * A draft's text alone replaced (the media library's new description of a picture in it), unless
 * an instance is posting it this very moment. Whether it was replaced.
 */
export async function setDraftDescription(db: Db, id: number, description: string) {
  return withUses(db, async (tx) => {
    const [row] = await tx
      .update(newsDrafts)
      .set({ description: sanitizeHtml(description), updatedAt: sql`now()` })
      .where(and(eq(newsDrafts.id, id), unclaimed))
      .returning({ id: newsDrafts.id, title: newsDrafts.title, text: newsDrafts.description });
    if (row) await recordUses(tx, newsPlace(row, true), row.text);
    return row !== undefined;
  });
}

export async function removeDraft(db: Db, id: number): Promise<NewsDraft | null> {
  return withUses(db, async (tx) => {
    const [row] = await tx.delete(newsDrafts).where(eq(newsDrafts.id, id)).returning(summary);
    if (row) await forgetUses(tx, newsPlace(row, true));
    return row ? toDraft(row) : null;
  });
}
