import 'server-only';
import type { StoredImage } from '@/lib/domain/image';
import type { NewsDraft } from '@/lib/domain/news-draft';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { draftHasImage, getDraftImage } from '@/lib/own-data/news-drafts/draft-image';
import { getDraft, listDrafts, removeDraft } from '@/lib/own-data/news-drafts/draft-store';

// The drafts' doors (app/api/admin/news/drafts) reach the product's database only through here.

export const listNewsDrafts = async (): Promise<NewsDraft[]> => listDrafts(await ownDatabase());

export const getNewsDraft = async (id: number): Promise<NewsDraft | null> =>
  getDraft(await ownDatabase(), id);

export const newsDraftHasImage = async (id: number): Promise<boolean> =>
  draftHasImage(await ownDatabase(), id);

export const getNewsDraftImage = async (id: number): Promise<StoredImage | null> =>
  getDraftImage(await ownDatabase(), id);

/** Removes a draft or a scheduled post (it never went out); false when there is none. */
export async function removeNewsDraft(actor: Actor, id: number): Promise<boolean> {
  const removed = await removeDraft(await ownDatabase(), id);
  if (!removed) return false;
  const entry = { kind: 'removal', summary: 'Removed a news draft', itemId: id } as const;
  await recordActivity(actor, { ...entry, itemTitle: removed.title });
  return true;
}
