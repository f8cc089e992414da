import 'server-only';
import { getBackend } from '@/lib/backend';
import type { News, NewsWrite } from '@/lib/domain/news';
import { withServerErrorWording } from '@/lib/http/respond';
import type { Actor } from '@/lib/own-data/activity/record';
import { afterNewsChange } from './after-news-change';

/** "Save" in a published item's editor. */
export async function editNews(actor: Actor, id: number, input: NewsWrite): Promise<News> {
  const news = await (await getBackend()).updateNews(id, input).catch(withServerErrorWording);
  const entry = { kind: 'news', summary: 'Edited news', itemId: id } as const;
  await afterNewsChange(actor, { ...entry, itemTitle: news.title });
  return news;
}
