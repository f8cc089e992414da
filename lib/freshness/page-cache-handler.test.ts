import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '@/test/databases';
import { recordExpiredTags } from './publish-expired-tags';

type Handler = {
  get(key: string, ctx?: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: object | null, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};
type HandlerClass = new (options?: { maxMemoryCacheSize?: number }) => Handler;

const require = createRequire(import.meta.url);
const files = ['./page-cache-handler.cjs', './shared-tags-table.cjs'].map((f) =>
  require.resolve(f),
);

/** A fresh copy of the handler module: what one server process (one instance) has. */
function loadInstance(): HandlerClass {
  for (const file of files) delete require.cache[file];
  return require('./page-cache-handler.cjs') as HandlerClass;
}

const newsRead = { kind: 'FETCH', data: { body: '["first news"]' }, revalidate: 10 };
const newsPage = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/news,news' },
});
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  delete process.env.DATABASE_URL;
});

describe('the page cache handler', () => {
  it('serves what this process stored, dated from the start of the request that made it', async () => {
    const Cache = loadInstance();
    const request = new Cache();
    await pause();
    await request.set('/news', newsPage('<p>news</p>'));
    const hit = await new Cache().get('/news');
    expect(hit?.value).toMatchObject({ html: '<p>news</p>' });
    expect(hit!.lastModified).toBeLessThan(Date.now() - 1);
    expect(await new Cache().get('/about')).toBeNull();
  });

  it('expires pages and reads by the tags they carry, and nothing else', async () => {
    const Cache = loadInstance();
    await new Cache().set('/news', newsPage('<p>news</p>'));
    await new Cache().set('read', newsRead, { tags: ['news'] });
    await new Cache().set('/about', { kind: 'APP_PAGE', html: 'about', headers: {} });
    await pause();
    await new Cache().revalidateTag(['news']);
    expect(await new Cache().get('/news')).toBeNull();
    expect(await new Cache().get('read')).toBeNull();
    expect(await new Cache().get('/about')).not.toBeNull();
  });

  it('never serves a read that began before a write and was stored after it', async () => {
    const Cache = loadInstance();
    const slowRequest = new Cache();
    await pause();
    await new Cache().revalidateTag('news'); // the back-office write
    await slowRequest.set('read', newsRead, { tags: ['news'] });
    expect(await new Cache().get('read')).toBeNull();
    // A request that starts after the write (a later millisecond: same-millisecond counts as
    // before, on purpose) stores a fresh entry.
    await pause();
    const later = new Cache();
    await later.set('read', newsRead, { tags: ['news'] });
    expect(await new Cache().get('read')).not.toBeNull();
  });

  it('stays within its memory budget, dropping the least recently used entry first', async () => {
    const Cache = loadInstance();
    // Each entry is ~1.2 KB: four fit, the fifth pushes one out.
    const budget = { maxMemoryCacheSize: 4700 };
    for (const key of ['a', 'b', 'c', 'd']) {
      await new Cache(budget).set(key, newsPage(key.repeat(900)));
    }
    expect(await new Cache(budget).get('a')).not.toBeNull();
    await new Cache(budget).set('e', newsPage('e'.repeat(900)));
    expect(await new Cache(budget).get('b')).toBeNull();
    for (const key of ['a', 'c', 'd', 'e']) {
      expect(await new Cache(budget).get(key)).not.toBeNull();
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  it('a tag expired through one expires the other before its next answer', async () => {
    const test = await freshDatabase('postgres');
    process.env.DATABASE_URL = test.url;
    const First = loadInstance();
    const Second = loadInstance();
    try {
      await new First().set('/news', newsPage('<p>old</p>'));
      await new First().set('/about', { kind: 'APP_PAGE', html: 'about', headers: {} });
      expect(await new First().get('/news')).not.toBeNull();
      await pause();
      // A write through the second instance: its expiry as lib/freshness/expire.ts records it.
      await new Second().revalidateTag(['news']);
      await recordExpiredTags(test.database.db, ['news']);
      expect(await new First().get('/news')).toBeNull();
      expect(await new First().get('/about')).not.toBeNull();
    } finally {
      await Promise.all(
        (globalThis as { __shutdownHooks?: (() => Promise<void>)[] })
          .__shutdownHooks!.splice(0)
          .map((hook) => hook()),
      );
      await test.dispose();
    }
  });
});
