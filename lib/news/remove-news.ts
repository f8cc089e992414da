import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Actor } from '@/lib/own-data/activity/record';
import { afterNewsChange } from './after-news-change';

/** "Remove" on the News screen. */
export async function removeNews(actor: Actor, id: number): Promise<void> {
  const backend = await getBackend();
  // Its title, for the activity log: read first, as nothing is left to read after.
  const title = await backend.getNews(id).then(
    (news) => news?.title ?? null,
    () => null,
  );
  await backend.removeNews(id);
  const entry = { kind: 'removal', summary: 'Removed news', itemId: id } as const;
  await afterNewsChange(actor, { ...entry, itemTitle: title });
}
