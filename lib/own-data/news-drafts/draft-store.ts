import 'server-only';
import { and, asc, desc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImageUpload, StoredImage } from '@/lib/domain/image';
import type { NewsFields } from '@/lib/domain/news';
import type { NewsDraft } from '@/lib/domain/news-draft';
import type { Db } from '@/lib/own-data/db/client';
import { newsDrafts } from '@/lib/own-data/db/schema';
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

// Lists and items never read the banner's bytes; only its door does.
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

export async function getDraftImage(db: Db, id: number): Promise<StoredImage | null> {
  const [row] = await db
    .select({ bytes: newsDrafts.image, type: newsDrafts.imageType, at: newsDrafts.updatedAt })
    .from(newsDrafts)
    .where(eq(newsDrafts.id, id));
  if (!row?.bytes || !row.type) return null;
  return { bytes: row.bytes, contentType: row.type, version: row.at.getTime().toString(36) };
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
  const [row] = await db.insert(newsDrafts).values(written(input)).returning(summary);
  return toDraft(row!);
}

/**
 * Saves over a draft, unless an instance is posting it this very moment (then 'busy': what the
 * editor saved would be lost, or posted half-changed). Null when there is no such draft.
 */
export async function updateDraft(
  db: Db,
  id: number,
  input: DraftWrite,
): Promise<NewsDraft | 'busy' | null> {
  const [row] = await db
    .update(newsDrafts)
    .set(written(input))
    .where(
      and(
        eq(newsDrafts.id, id),
        or(isNull(newsDrafts.claimedUntil), lt(newsDrafts.claimedUntil, sql`now()`)),
      ),
    )
    .returning(summary);
  if (row) return toDraft(row);
  return (await getDraft(db, id)) ? 'busy' : null;
}

/**
 * A draft's text alone replaced (the media library's new description of a picture in it), unless
 * an instance is posting it this very moment. Whether it was replaced.
 */
export async function setDraftDescription(db: Db, id: number, description: string) {
  const rows = await db
    .update(newsDrafts)
    .set({ description: sanitizeHtml(description), updatedAt: sql`now()` })
    .where(
      and(
        eq(newsDrafts.id, id),
        or(isNull(newsDrafts.claimedUntil), lt(newsDrafts.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: newsDrafts.id });
  return rows.length > 0;
}

/** Whether the draft has a banner stored (a post needs one). */
export async function draftHasImage(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ has: sql<boolean>`${newsDrafts.image} IS NOT NULL` })
    .from(newsDrafts)
    .where(eq(newsDrafts.id, id));
  return row?.has ?? false;
}

export async function removeDraft(db: Db, id: number): Promise<NewsDraft | null> {
  const [row] = await db.delete(newsDrafts).where(eq(newsDrafts.id, id)).returning(summary);
  return row ? toDraft(row) : null;
}
