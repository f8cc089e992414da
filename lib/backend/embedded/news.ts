import 'server-only';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { news } from '@/lib/own-data/db/schema';
import { notFound } from '@/lib/domain/backend-error';
import { PAGE_SIZE, type Page } from '@/lib/domain/paging';
import { type News, type NewsWrite } from '@/lib/domain/news';
import { type StoredImage } from '@/lib/domain/image';
import { offsetOf, toPage } from '@/lib/own-data/db/paging';
import { forgetUses, recordUses, withUses } from '@/lib/own-data/media/media-uses-store';
import { newsPlace } from '@/lib/own-data/media/use-places';
import { imageVersion, reshapeNews } from './reshape';

// Lists and items never read the image bytes; only /media does.
const { image: _image, ...summaryColumns } = getTableColumns(news);
const summary = { ...summaryColumns, hasImage: sql<boolean>`${news.image} IS NOT NULL` };

export async function listNews(db: Db, page: number): Promise<Page<News>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(news)
      .orderBy(desc(news.date), desc(news.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(news),
  ]);
  return toPage(rows.map(reshapeNews), total?.value ?? 0, page);
}

export async function getNews(db: Db, id: number): Promise<News | null> {
  const [row] = await db.select(summary).from(news).where(eq(news.id, id));
  return row ? reshapeNews(row) : null;
}

export async function createNews(db: Db, input: NewsWrite): Promise<News> {
  return withUses(db, async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({
        title: input.title,
        date: input.date,
        description: input.description,
        image: input.image?.bytes,
        imageType: input.image?.contentType,
      })
      .returning(summary);
    await recordUses(tx, newsPlace(row!, false), row!.description);
    return reshapeNews(row!);
  });
}

export async function updateNews(db: Db, id: number, input: NewsWrite): Promise<News> {
  return withUses(db, async (tx) => {
    const [row] = await tx
      .update(news)
      .set({
        title: input.title,
        date: input.date,
        description: input.description,
        updatedAt: sql`now()`,
        ...(input.image ? { image: input.image.bytes, imageType: input.image.contentType } : {}),
      })
      .where(eq(news.id, id))
      .returning(summary);
    if (!row) throw notFound('News item');
    await recordUses(tx, newsPlace(row, false), row.description);
    return reshapeNews(row);
  });
}

export async function removeNews(db: Db, id: number): Promise<void> {
  await withUses(db, async (tx) => {
    const removed = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
    if (removed.length === 0) throw notFound('News item');
    await forgetUses(tx, { kind: 'news', id: String(id), draft: false });
  });
}

export async function getNewsImage(db: Db, id: number): Promise<StoredImage | null> {
  const [row] = await db
    .select({ bytes: news.image, contentType: news.imageType, updatedAt: news.updatedAt })
    .from(news)
    .where(eq(news.id, id));
  if (!row?.bytes || !row.contentType) return null;
  return { bytes: row.bytes, contentType: row.contentType, version: imageVersion(row.updatedAt) };
}
