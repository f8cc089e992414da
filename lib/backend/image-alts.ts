import 'server-only';
import type { News } from '@/lib/domain/news';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { imageAltsOf, removeImageAlt, setImageAlt } from '@/lib/own-data/news/image-alts';
import type { Backend } from './backend';

/** Adds each item's banner description; a database that cannot be read leaves them empty. */
async function described(items: News[]): Promise<News[]> {
  try {
    const alts = await imageAltsOf(
      await ownDatabase(),
      items.map((item) => item.id),
    );
    return items.map((item) =>
      alts.has(item.id) ? { ...item, image_alt: alts.get(item.id) } : item,
    );
  } catch (error) {
    console.error(
      '[news] banner descriptions unavailable:',
      error instanceof Error ? error.message : error,
    );
    return items;
  }
}

/**
 * News banners' descriptions ("Image description", their alt text), kept in the product's own
 * database keyed by the item's id in both modes: the firm's API has no field for them.
 */
export function withImageAlts(backend: Backend): Backend {
  return {
    ...backend,
    listNews: async (page) => {
      const list = await backend.listNews(page);
      return { ...list, results: await described(list.results) };
    },
    getNews: async (id) => {
      const item = await backend.getNews(id);
      return item ? (await described([item]))[0]! : null;
    },
    createNews: async (input) => {
      const item = await backend.createNews(input);
      if (!input.image_alt) return item;
      await setImageAlt(await ownDatabase(), item.id, input.image_alt);
      return { ...item, image_alt: input.image_alt };
    },
    updateNews: async (id, input) => {
      const item = await backend.updateNews(id, input);
      if (input.image_alt === undefined) return (await described([item]))[0]!;
      await setImageAlt(await ownDatabase(), id, input.image_alt);
      return { ...item, image_alt: input.image_alt };
    },
    removeNews: async (id) => {
      await backend.removeNews(id);
      await removeImageAlt(await ownDatabase(), id);
    },
  };
}
