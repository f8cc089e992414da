import 'server-only';
import type { DraftOutcome, NewsDraftInput } from '@/lib/domain/news-draft';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import {
  createDraft,
  getDraft,
  updateDraft,
  type DraftActor,
} from '@/lib/own-data/news-drafts/draft-store';
import { recordActivity } from '@/lib/own-data/activity/record';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import { expireNews } from '@/lib/freshness/expire';
import { postDueNews } from './post-due-news';

/**
 * Saves the news form as a draft ("Save draft") or as a post ("Post News"): scheduled for its
 * "Publish at", or posted at once when that is empty or already past. A post that cannot go
 * out now (the firm's API is down) stays scheduled and is retried: the answer says which.
 * Null for an unknown draft; 'busy' while an instance is posting it.
 */
export async function saveNewsDraft(
  id: number | null,
  form: NewsDraftInput,
  actor: DraftActor,
): Promise<DraftOutcome | 'busy' | null> {
  const db = await ownDatabase();
  const posting = form.intent === 'post';
  const write = {
    ...form.value,
    description: sanitizeHtml(form.value.description),
    state: posting ? ('scheduled' as const) : ('draft' as const),
    publishAt: posting ? (form.publishAt ?? new Date()) : form.publishAt,
    actor,
  };
  const saved = id === null ? await createDraft(db, write) : await updateDraft(db, id, write);
  if (saved === null || saved === 'busy') return saved;

  if (posting && write.publishAt && write.publishAt.getTime() <= Date.now()) {
    // Expired through Next's own expiry, as every change made in a request is (it reaches this
    // process's cache and the other instances), once.
    const news = (await postDueNews({ id: saved.id }, expireNews)).get(saved.id);
    if (news) return { status: 'posted', news_id: news.id };
  }
  await recordActivity(actor, {
    kind: 'news',
    summary: posting ? 'Scheduled news' : 'Saved a news draft',
    itemId: saved.id,
    itemTitle: saved.title,
  });
  return { status: 'saved', draft: (await getDraft(db, saved.id)) ?? saved };
}
