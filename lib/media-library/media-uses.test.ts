import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/backend';
import type { Job, JobInput } from '@/lib/domain/job';
import type { News, NewsWrite } from '@/lib/domain/news';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

vi.mock('@/lib/freshness/expire', () => ({
  expireNews: vi.fn(),
  expireJobs: vi.fn(),
  expirePage: vi.fn(),
}));
const own = withOwnDatabase('media-uses');
const { refreshUses } = await import('@/lib/backend/refresh-uses');
const { usesOfMedia } = await import('@/lib/own-data/media/media-uses-store');
const { rewriteUses } = await import('./rewrite-uses');
const pages = await import('@/lib/own-data/pages/page-store');

const id = 'AbCdEfGhIjKlMnOpQr_-12';
const picture = (alt: string) => `<img src="/media/uploads/${id}.png" alt="${alt}" />`;
const jane = { id: 1, name: 'Jane Smith' };
const account = sessionAccount();
const usesOf = async (pictureId: string) =>
  (await usesOfMedia((await own.database()).db, [pictureId])).get(pictureId)!;

/** The firm's data as the API pages it: two to a page, so a use on page 2 must be read too. */
function fakeBackend(news: News[], jobs: Job[]) {
  const paged = <T>(items: T[], page: number) => ({
    results: items.slice((page - 1) * 2, page * 2),
    count: items.length,
    next: page * 2 < items.length ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  });
  const backend = {
    listNews: async (page: number) => paged(news, page),
    getNews: async (newsId: number) => news.find((item) => item.id === newsId) ?? null,
    updateNews: vi.fn(async (newsId: number, input: NewsWrite) => {
      const item = news.find((entry) => entry.id === newsId)!;
      Object.assign(item, input);
      return item;
    }),
    listJobs: async (page: number) => paged(jobs, page),
    getJob: async (jobId: number) => jobs.find((job) => job.id === jobId) ?? null,
    updateJob: vi.fn(async (jobId: number, input: JobInput) => {
      const job = jobs.find((entry) => entry.id === jobId)!;
      Object.assign(job, input);
      return job;
    }),
  };
  return backend as typeof backend & Backend;
}

const newsItem = (n: number, description: string): News => ({
  id: n,
  title: `News ${n}`,
  date: '2026-11-20',
  image: null,
  description,
});

describe('where an uploaded picture is used, and its description rewritten there', () => {
  it('finds it in news on a later page, in a job, in a page draft and a published page', async () => {
    const news = [
      newsItem(1, '<p>Nothing</p>'),
      newsItem(2, '<p>Nothing</p>'),
      newsItem(3, `<p>Office</p>${picture('Old')}`),
    ];
    const jobs: Job[] = [
      {
        id: 7,
        title: 'Receptionist',
        description: '<p>Front desk</p>',
        requirements: `<p>Friendly</p>${picture('Old')}`,
        start_date: '2026-11-01',
        end_date: '2026-12-31',
      },
    ];
    const { legalPageSeed } = await import('@/lib/pages/legal-copy');
    const privacy = { ...legalPageSeed('privacy')!, body: `<p>Our office</p>${picture('Old')}` };
    const terms = { ...legalPageSeed('terms')!, body: `<p>Draft</p>${picture('')}` };
    await pages.publishPage('privacy', privacy, 0, jane, {});
    await pages.saveDraft('terms', terms, 0, jane);
    const backend = fakeBackend(news, jobs);

    expect(await refreshUses(backend)).toEqual([]); // the firm's news and jobs read in
    const uses = await usesOf(id);
    expect(uses).toEqual([
      { kind: 'news', id: '3', title: 'News 3', draft: false },
      { kind: 'job', id: '7', title: 'Receptionist', draft: false },
      { kind: 'page', id: 'privacy', title: 'Privacy Policy', draft: false },
      { kind: 'page', id: 'terms', title: 'Terms of Service', draft: true },
    ]);
    expect(await usesOf('ZyXwVuTsRqPoNmLkJi_-98')).toEqual([]);

    const result = await rewriteUses(backend, uses, id, 'The Leeds desk', account);
    expect(result).toEqual({ changed: 4, drafts: 2, failed: [] });
    expect(news[2]!.description).toBe(`<p>Office</p>${picture('The Leeds desk')}`);
    expect(jobs[0]!.requirements).toBe(`<p>Friendly</p>${picture('The Leeds desk')}`);
    expect(backend.updateNews).toHaveBeenCalledTimes(1);

    // Pages get a draft: what is public stays until someone publishes.
    const privacyNow = await pages.readPage('privacy');
    expect(privacyNow.published?.content).toEqual(privacy);
    expect(privacyNow.row?.draft).toEqual({
      ...privacy,
      body: `<p>Our office</p>${picture('The Leeds desk')}`,
    });
    expect((await pages.readPage('terms')).row?.draft).toEqual({
      ...terms,
      body: `<p>Draft</p>${picture('The Leeds desk')}`,
    });
  });

  it('finds it in a news draft and rewrites the draft’s own text', async () => {
    const { ownDatabase } = await import('@/lib/own-data/db/own-database');
    const drafts = await import('@/lib/own-data/news-drafts/draft-store');
    const db = await ownDatabase();
    const draft = await drafts.createDraft(db, {
      date: '2026-12-01',
      title: 'Our Leeds office opens',
      description: `<p>Soon</p>${picture('Old')}`,
      state: 'draft',
      publishAt: null,
      actor: { id: 1, name: 'Jane Smith', email: 'jane@example.com' },
    });
    const backend = fakeBackend([], []);
    expect(await refreshUses(backend)).toEqual([]);
    const uses = (await usesOf(id)).filter((use) => use.kind === 'news');
    expect(uses).toEqual([
      { kind: 'news', id: String(draft.id), title: 'Our Leeds office opens', draft: true },
    ]);
    const result = await rewriteUses(backend, uses, id, 'The Leeds desk', account);
    expect(result.failed).toEqual([]);
    expect((await drafts.getDraft(db, draft.id))?.description).toBe(
      `<p>Soon</p>${picture('The Leeds desk')}`,
    );
    expect(backend.updateNews).not.toHaveBeenCalled();
  });

  it('says which of the firm’s lists could not be read', async () => {
    const backend = fakeBackend([], []);
    backend.listNews = async () => {
      throw new Error('API down');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await refreshUses(backend)).toEqual(['news']);
  });
});
