import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The page store as the database answers it, or fails to; the page cache left out (each call
// reads the store), so what is tested is what a page shows when a read fails.
const store = vi.hoisted(() => ({
  pages: new Map<string, unknown>(),
  down: false,
}));
vi.mock('@/lib/own-data/pages/page-store', () => ({
  readPage: async (key: string) => {
    if (store.down) throw new Error('connection refused');
    const content = store.pages.get(key);
    return { row: null, published: content === undefined ? null : { content } };
  },
}));
vi.mock('@/lib/freshness/cached-read', () => ({
  isBuilding: () => false,
  cachedRead: (_name: string, _tag: string, read: () => Promise<unknown>) => () => read(),
  keepPageBriefly: async () => true,
}));
const { publishedCopy } = await import('./published-copy');

const schema = z.object({ heading: z.string().min(1) });
const seed = { heading: 'About Crestfield' };

beforeEach(() => {
  store.pages.clear();
  store.down = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the copy a public page shows', () => {
  it('is the published copy, else the code’s first version', async () => {
    expect(await publishedCopy('about', schema, seed)).toEqual(seed);
    store.pages.set('about', { heading: 'About our Birmingham team' });
    expect(await publishedCopy('about', schema, seed)).toEqual({
      heading: 'About our Birmingham team',
    });
  });

  it('is the last published words read here while the database cannot be read, never empty', async () => {
    store.pages.set('about', { heading: 'About our Birmingham team' });
    await publishedCopy('about', schema, seed);
    store.down = true;
    expect(await publishedCopy('about', schema, seed)).toEqual({
      heading: 'About our Birmingham team',
    });
    // A page this process never read falls back to the code's copy.
    expect(await publishedCopy('contact', schema, { heading: 'Contact us' })).toEqual({
      heading: 'Contact us',
    });
  });

  it('is not a stored copy that no longer fits the page’s shape', async () => {
    store.pages.set('terms', { heading: '' });
    expect(await publishedCopy('terms', schema, seed)).toEqual(seed);
  });
});
