// The firm's news and jobs and the media library's usage table, on a real PGlite: embedded, a
// write records the pictures its text shows in its own transaction; upstream, right after the
// firm's API has taken it (./media-uses.ts).
import { describe, expect, it } from 'vitest';
import type { JobInput } from '@/lib/domain/job';
import type { NewsWrite } from '@/lib/domain/news';
import { withOwnDatabase } from '@/test/own-database';
import type { Backend } from './backend';

const own = withOwnDatabase('media-uses');
const { getBackend } = await import('./index');
const { withMediaUses } = await import('./media-uses');
const { usesOfMedia } = await import('@/lib/own-data/media/media-uses-store');

const chart = 'AbCdEfGhIjKlMnOpQr_-12';
const desk = 'ZyXwVuTsRqPoNmLkJi_-98';
const picture = (id: string) => `<p>See</p><img src="/media/uploads/${id}.png" alt="A picture" />`;
const banner = { bytes: new Uint8Array([1]), contentType: 'image/png', filename: 'b.png' } as const;
const usesOf = async (id: string) => (await usesOfMedia((await own.database()).db, [id])).get(id)!;
const job = (requirements: string): JobInput => ({
  title: 'Receptionist',
  description: '<p>Front desk</p>',
  requirements,
  end_date: '2027-01-31',
});

describe('the firm’s news and jobs, embedded', () => {
  it('show a picture from the write that puts it in until the one that takes it out', async () => {
    const backend = await getBackend();
    const fields = { title: 'Our Leeds office', date: '2026-11-20' };
    const item = await backend.createNews({
      ...fields,
      description: picture(chart),
      image: banner,
    });
    const use = { kind: 'news', id: String(item.id), title: 'Our Leeds office', draft: false };
    expect(await usesOf(chart)).toEqual([use]);
    await backend.updateNews(item.id, { ...fields, description: '<p>Words only</p>' });
    expect(await usesOf(chart)).toEqual([]);
    await backend.updateNews(item.id, { ...fields, description: picture(chart) });
    await backend.removeNews(item.id);
    expect(await usesOf(chart)).toEqual([]);

    const opening = await backend.createJob(job(picture(desk)));
    expect(await usesOf(desk)).toEqual([
      { kind: 'job', id: String(opening.id), title: 'Receptionist', draft: false },
    ]);
    await backend.updateJob(opening.id, job('<p>Friendly</p>'));
    expect(await usesOf(desk)).toEqual([]);
    await backend.updateJob(opening.id, job(picture(desk)));
    await backend.removeJob(opening.id);
    expect(await usesOf(desk)).toEqual([]);
  });
});

describe('the firm’s news and jobs, upstream', () => {
  it('are recorded as the firm’s API answers our writes, with the ids it gives', async () => {
    let nextId = 41;
    const api = withMediaUses({
      kind: 'upstream',
      createNews: async (input: NewsWrite) => ({ ...input, id: nextId++, image: null }),
      updateNews: async (id: number, input: NewsWrite) => ({ ...input, id, image: null }),
      removeNews: async () => undefined,
      createJob: async (input: JobInput) => ({ ...input, id: nextId++, start_date: '2026-11-01' }),
      removeJob: async () => undefined,
    } as unknown as Backend);
    const fields = { title: 'Ours', date: '2026-11-21' };
    const item = await api.createNews({ ...fields, description: picture(desk), image: banner });
    const opening = await api.createJob(job(picture(chart)));
    expect(await usesOf(desk)).toEqual([{ kind: 'news', id: '41', title: 'Ours', draft: false }]);
    expect(await usesOf(chart)).toEqual([
      { kind: 'job', id: String(opening.id), title: 'Receptionist', draft: false },
    ]);
    await api.updateNews(item.id, { ...fields, description: picture(chart) });
    expect(await usesOf(desk)).toEqual([]);
    await api.removeNews(item.id);
    await api.removeJob(opening.id);
    expect(await usesOf(chart)).toEqual([]);
  });
});
