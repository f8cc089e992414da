import 'server-only';
import { getBackend } from '@/lib/backend';
import type { ImageUpload } from '@/lib/domain/image';
import type { News, NewsWrite } from '@/lib/domain/news';
import { withServerErrorWording } from '@/lib/http/respond';
import type { Actor } from '@/lib/own-data/activity/record';
import { afterNewsChange } from './after-news-change';

/** "Post News" with no "Publish at": the item published now. */
export async function postNews(
  actor: Actor,
  input: NewsWrite & { image: ImageUpload },
): Promise<News> {
  const news = await (await getBackend()).createNews(input).catch(withServerErrorWording);
  const entry = { kind: 'news', summary: 'Posted news', itemId: news.id } as const;
  await afterNewsChange(actor, { ...entry, itemTitle: news.title });
  return news;
}
