// The media library's usage table built from every text, on a real PGlite: when it never was
// (and then not again on each read), and upstream from the firm's API, to what a search of every
// text finds, keeping the rows of a list the API will not give (./refresh-uses.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import { appMeta, media, mediaUses, news } from '@/lib/own-data/db/schema';
import { everyTextUses, tableUses } from '@/test/media-uses';
import { withOwnDatabase } from '@/test/own-database';
import type { Backend } from './backend';

const own = withOwnDatabase('refresh-uses');
const { ensureUses, refreshUses } = await import('./refresh-uses');
const { usesBuilt, usesOfMedia } = await import('@/lib/own-data/media/media-uses-store');
const { createDraft } = await import('@/lib/own-data/news-drafts/draft-store');

const chart = 'AbCdEfGhIjKlMnOpQr_-12';
const desk = 'ZyXwVuTsRqPoNmLkJi_-98';
const picture = (id: string) => `<p>See</p><img src="/media/uploads/${id}.png" alt="A picture" />`;
const db = async () => (await own.database()).db;
const usesOf = async (id: string) => (await usesOfMedia(await db(), [id])).get(id)!;

describe('a table never built', () => {
  it('is built from every text before it is read, and not on later reads', async () => {
    const database = await db();
    await database.delete(appMeta).where(eq(appMeta.key, 'media_uses_built'));
    // Written before the table existed (a database migrated to it): nothing recorded.
    const before = { title: 'Written before the table', date: '2025-01-02' };
    await database.insert(news).values({ ...before, description: picture(chart) });
    expect(await usesOf(chart)).toEqual([]);
    expect(await ensureUses()).toEqual([]);
    expect(await usesOf(chart)).toMatchObject([{ kind: 'news', title: before.title }]);
    expect(await usesBuilt(database)).toMatchObject({ from: 'own' });

    // Built: a read finds the table ready (a text written around the stores is not seen).
    await database.insert(news).values({ ...before, description: picture(desk) });
    expect(await ensureUses()).toEqual([]);
    expect(await usesOf(desk)).toEqual([]);
  });
});

/** The firm's API as a Backend: its news and jobs paged two at a time. */
function firmApi(items: News[], jobs: Job[]) {
  const paged = <T>(list: T[], page: number) => ({
    results: list.slice((page - 1) * 2, page * 2),
    count: list.length,
    next: page * 2 < list.length ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  });
  const backend = {
    kind: 'upstream',
    listNews: async (page: number) => paged(items, page),
    listJobs: async (page: number) => paged(jobs, page),
  };
  return backend as unknown as Backend;
}

describe('upstream, a refresh from the firm’s API', () => {
  it('leaves what a search of every text finds, and keeps a list it cannot read', async () => {
    const database = await db();
    await database.delete(news);
    await database.insert(media).values(
      [chart, desk].map((id) => ({
        id,
        contentType: 'image/png' as const,
        bytes: new Uint8Array([1]),
      })),
    );
    const items: News[] = [1, 2, 3].map((n) => ({
      id: n,
      title: `News ${n}`,
      date: '2026-11-20',
      image: null,
      description: n === 3 ? picture(chart) : '<p>Nothing</p>',
    }));
    const jobs: Job[] = [];
    // What the table held: a job of ours since removed in the API by another client.
    await database
      .insert(mediaUses)
      .values({ mediaId: desk, kind: 'job', placeId: '9', draft: false, title: 'Gone' });
    await createDraft(database, {
      title: 'A draft of ours',
      date: '2026-12-01',
      description: picture(desk),
      state: 'draft',
      publishAt: null,
      actor: { id: 1, name: 'Jane Smith', email: 'jane@example.com' },
    });
    const api = firmApi(items, jobs);
    expect(await refreshUses(api)).toEqual([]);
    const firm = items.map((item) => ({
      kind: 'news' as const,
      id: String(item.id),
      title: item.title,
      draft: false,
      text: item.description,
    }));
    expect(await tableUses(database)).toEqual(await everyTextUses(database, firm));
    expect(await usesOf(chart)).toEqual([{ kind: 'news', id: '3', title: 'News 3', draft: false }]);
    expect(await usesOf(desk)).toMatchObject([
      { kind: 'news', title: 'A draft of ours', draft: true },
    ]);
    expect(await usesBuilt(database)).toMatchObject({ from: 'api' });

    // The API down: its news keep the rows they had, and the answer names them.
    api.listNews = async () => {
      throw new Error('API down');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = await tableUses(database);
    expect(await refreshUses(api)).toEqual(['news']);
    expect(await tableUses(database)).toEqual(rows);
  });
});
