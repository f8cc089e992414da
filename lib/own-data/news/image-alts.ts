import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { newsImageAlts } from '@/lib/own-data/db/schema';

/** The banner descriptions of these news items, by id (items without one are left out). */
export async function imageAltsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: newsImageAlts.newsId, alt: newsImageAlts.alt })
    .from(newsImageAlts)
    .where(inArray(newsImageAlts.newsId, ids));
  return new Map(rows.map((row) => [row.id, row.alt]));
}

/** Stores a banner's description; an empty one removes it. */
export async function setImageAlt(db: Db, id: number, alt: string): Promise<void> {
  if (alt === '') {
    await removeImageAlt(db, id);
    return;
  }
  await db
    .insert(newsImageAlts)
    .values({ newsId: id, alt })
    .onConflictDoUpdate({ target: newsImageAlts.newsId, set: { alt, updatedAt: sql`now()` } });
}

export async function removeImageAlt(db: Db, id: number): Promise<void> {
  await db.delete(newsImageAlts).where(eq(newsImageAlts.newsId, id));
}
