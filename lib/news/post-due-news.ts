import 'server-only';
import { getBackend } from '@/lib/backend';
import type { News } from '@/lib/domain/news';
import { recordActivity } from '@/lib/own-data/activity/record';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import type { NewsDraftRow } from '@/lib/own-data/db/schema';
import { claimDueDrafts, failDraft, finishDraft } from '@/lib/own-data/news-drafts/due-drafts';
import { expireNewsFromAnywhere } from '@/lib/freshness/expire';
import { IMAGE_TYPES, type ImageUpload } from '@/lib/domain/image';

function bannerOf(row: NewsDraftRow): ImageUpload {
  const type = IMAGE_TYPES.find((known) => known === row.imageType);
  if (!row.image || !type) throw new Error('it has no banner image');
  return { bytes: row.image, contentType: type, filename: row.imageName ?? 'banner' };
}

/** Posts one claimed draft through the Backend (the database, or the firm's API). */
async function post(row: NewsDraftRow): Promise<News> {
  const backend = await getBackend();
  const news = await backend.createNews({
    title: row.title,
    date: row.date,
    description: row.description,
    image: bannerOf(row),
    image_alt: row.imageAlt || undefined,
  });
  const db = await ownDatabase();
  await finishDraft(db, row.id);
  const actor = { id: row.accountId, name: row.actorName, email: row.actorEmail };
  await recordActivity(actor, {
    kind: 'news',
    summary:
      row.attempts > 1 ? 'Posted news from a draft (after a retry)' : 'Posted news from a draft',
    itemId: news.id,
    itemTitle: news.title,
  });
  return news;
}

/**
 * Posts every scheduled post that is due (or only `id`), each once: claimed in the database
 * first (lib/own-data/news-drafts/due-drafts.ts), so several instances never post one twice. A
 * failure leaves it to be retried after a backoff: an outage of the firm's API delays a post,
 * never loses it. Public pages on every instance show what was posted from their next request:
 * `expire` runs once when anything was posted (outside a request by default; a request passes
 * Next's own expiry).
 */
export async function postDueNews(
  only?: { id: number },
  expire: () => Promise<void> = expireNewsFromAnywhere,
): Promise<Map<number, News>> {
  const db = await ownDatabase();
  const posted = new Map<number, News>();
  for (const row of await claimDueDrafts(db, { id: only?.id, limit: 5 })) {
    try {
      posted.set(row.id, await post(row));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[news] scheduled post ${row.id} to be retried: ${reason}`);
      await failDraft(db, row, reason);
    }
  }
  if (posted.size > 0) await expire();
  return posted;
}
