import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { media, type MediaRow } from '@/lib/own-data/db/schema';
import { mediaUrl, type MediaType } from './media-file';

// Images of rich text live in the product's own database in every mode
// (lib/own-data/db/own-database.ts): the firm's API has no call to store them.

/** What the media library keeps beside the bytes: the pixels and who added it. */
export type MediaDetails = { width?: number; height?: number; createdBy?: string };

/** Stores an image already judged by its bytes; answers its address on this site. */
export async function saveMedia(
  bytes: Uint8Array,
  contentType: MediaType,
  details: MediaDetails = {},
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const db = await ownDatabase();
  await db.insert(media).values({ id, contentType, bytes, ...details });
  return mediaUrl(id, contentType);
}

/** The image with this id and type, or null: one address per image, so it can be cached for good. */
export async function getMedia(
  id: string,
  contentType: MediaType,
): Promise<Pick<MediaRow, 'bytes' | 'contentType'> | null> {
  const db = await ownDatabase();
  const [row] = await db
    .select({ bytes: media.bytes, contentType: media.contentType })
    .from(media)
    .where(and(eq(media.id, id), eq(media.contentType, contentType)));
  return row ?? null;
}
