import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { StoredImage } from '@/lib/domain/image';
import type { Db } from '@/lib/own-data/db/client';
import { newsDrafts } from '@/lib/own-data/db/schema';

// A draft's banner: its bytes are read only here, for its door and before a post.

export async function getDraftImage(db: Db, id: number): Promise<StoredImage | null> {
  const [row] = await db
    .select({ bytes: newsDrafts.image, type: newsDrafts.imageType, at: newsDrafts.updatedAt })
    .from(newsDrafts)
    .where(eq(newsDrafts.id, id));
  if (!row?.bytes || !row.type) return null;
  return { bytes: row.bytes, contentType: row.type, version: row.at.getTime().toString(36) };
}

/** Whether the draft has a banner stored (a post needs one). */
export async function draftHasImage(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ has: sql<boolean>`${newsDrafts.image} IS NOT NULL` })
    .from(newsDrafts)
    .where(eq(newsDrafts.id, id));
  return row?.has ?? false;
}
