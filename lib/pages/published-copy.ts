import 'server-only';
import type { z } from 'zod';
import { readPage } from '@/lib/own-data/pages/page-store';
import { cachedRead, isBuilding, keepPageBriefly } from '@/lib/freshness/cached-read';
import { pageTag } from '@/lib/freshness/tags';

// One cached read per page, tagged with the page alone, so a publish regenerates only that page.
// No time limit: a page's copy changes only through the back office, which expires the tag.
const reads = new Map<string, () => Promise<unknown>>();
function cachedCopy(key: string): () => Promise<unknown> {
  let read = reads.get(key);
  if (!read) {
    read = cachedRead(
      `page:${key}`,
      pageTag(key),
      async () => (await readPage(key)).published?.content ?? null,
      false,
    );
    reads.set(key, read);
  }
  return read;
}

/** The last copy this process read of each page: shown while the database cannot be read. */
const lastKnown = new Map<string, unknown>();

/**
 * The copy the public sees on page `key`: its published version, or the code's copy (`seed`)
 * while it has none. When the database cannot be read, the last copy read here, else the seed:
 * never an empty page. A stored copy the schema no longer accepts is reported and not shown.
 */
export async function publishedCopy<S extends z.ZodType>(
  key: string,
  schema: S,
  seed: z.output<S>,
): Promise<z.output<S>> {
  // `next build` prerenders these pages, but never serves what it renders: no database then.
  if (isBuilding()) return seed;
  try {
    const stored = await cachedCopy(key)();
    if (stored === null) return seed;
    const parsed = schema.safeParse(stored);
    if (!parsed.success) {
      console.error(
        `[page copy] ${key}: the stored copy does not fit its shape`,
        parsed.error.message,
      );
      return seed;
    }
    lastKnown.set(key, parsed.data);
    return parsed.data;
  } catch (error) {
    console.error(`[page copy] ${key}:`, error instanceof Error ? error.message : error);
    await keepPageBriefly().catch(() => undefined);
    return (lastKnown.get(key) as z.output<S> | undefined) ?? seed;
  }
}
