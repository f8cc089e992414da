import 'server-only';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { media } from '@/lib/own-data/db/schema';
import { mediaUrl, type MediaType } from './media-file';

// The media library's reads and writes of the `media` table; the bytes are read only to serve
// a picture (./store.ts), never for the list.

const columns = {
  id: media.id,
  contentType: media.contentType,
  description: media.description,
  width: media.width,
  height: media.height,
  createdAt: media.createdAt,
  createdBy: media.createdBy,
  bytes: sql<number>`octet_length(${media.bytes})`.mapWith(Number),
};

type Row = {
  id: string;
  contentType: MediaType;
  description: string | null;
  width: number | null;
  height: number | null;
  createdAt: Date;
  createdBy: string | null;
  bytes: number;
};

const toRecord = ({ contentType, createdAt, ...row }: Row) => ({
  ...row,
  src: mediaUrl(row.id, contentType),
  createdAt: createdAt.toISOString(),
});
export type MediaRecord = ReturnType<typeof toRecord>;

/** One page of the library, newest first, and how many pictures it holds. */
export async function listMediaRecords(page: number, size: number, db?: Db) {
  const database = db ?? (await ownDatabase());
  const [rows, [total]] = await Promise.all([
    database
      .select(columns)
      .from(media)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(size)
      .offset((page - 1) * size),
    database.select({ total: count() }).from(media),
  ]);
  return { records: rows.map((row: Row) => toRecord(row)), count: total?.total ?? 0 };
}

export async function getMediaRecord(id: string, db?: Db): Promise<MediaRecord | null> {
  const database = db ?? (await ownDatabase());
  const [row] = await database.select(columns).from(media).where(eq(media.id, id));
  return row ? toRecord(row) : null;
}

/** Stores what the picture shows ('' for decorative); false when there is no such picture. */
export async function setMediaDescription(id: string, description: string, db?: Db) {
  const database = db ?? (await ownDatabase());
  const rows = await database
    .update(media)
    .set({ description })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** Describes a picture never described (null); one already described, or decorative, stays. */
export async function describeIfUndescribed(id: string, description: string, db?: Db) {
  const database = db ?? (await ownDatabase());
  await database
    .update(media)
    .set({ description })
    .where(and(eq(media.id, id), isNull(media.description)));
}

export async function deleteMediaRecord(id: string, db?: Db): Promise<boolean> {
  const database = db ?? (await ownDatabase());
  const rows = await database.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  return rows.length > 0;
}

/** The stored bytes of pictures whose pixels were never measured (uploaded before the library). */
export async function unmeasuredBytes(ids: string[], db?: Db) {
  if (ids.length === 0) return [];
  const database = db ?? (await ownDatabase());
  return database
    .select({ id: media.id, bytes: media.bytes })
    .from(media)
    .where(and(inArray(media.id, ids), isNull(media.width)));
}

export async function setMediaPixels(id: string, pixels: { width: number; height: number }) {
  const db = await ownDatabase();
  await db.update(media).set(pixels).where(eq(media.id, id));
}
