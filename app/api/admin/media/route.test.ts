// The media list door as each role meets it, on a real PGlite database: where a picture is used
// is told only to a role with the library's own permission (`media`), and each place is named
// only to a role that may open it. A Recruiter, who may pick pictures for a job, learns no
// draft's title, nor that the picture is used at all.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/backend';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import type { Role } from '@/lib/domain/role';
import { insertAccount } from '@/test/accounts';
import { callDoor, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const firm = vi.hoisted(() => ({ news: [] as News[], jobs: [] as Job[] }));
vi.mock('@/lib/backend', () => {
  const page = <T>(results: T[]) => ({
    results,
    count: results.length,
    next: null,
    previous: null,
  });
  const backend = {
    listNews: async () => page(firm.news),
    listJobs: async () => page(firm.jobs),
  } as unknown as Backend;
  return { getBackend: async () => backend };
});

const own = withOwnDatabase('media-door');
setDoorEnvironment('media-door');

const { saveMedia } = await import('@/lib/own-data/media/store');
const { createDraft } = await import('@/lib/own-data/news-drafts/draft-store');
const pages = await import('@/lib/own-data/pages/page-store');
const door = await import('./route');

const EMBARGOED = 'Merger with Acme Ltd (embargoed until Monday)';
const CLOSED_JOB = 'Head of Payroll (confidential replacement)';
let src = '';

beforeAll(async () => {
  src = await saveMedia(new Uint8Array([1, 2, 3]), 'image/png', { width: 4, height: 3 });
  const picture = `<p>See</p><img src="${src}" alt="A chart" />`;
  firm.news = [
    { id: 5, title: 'Our new office', date: '2026-11-20', image: null, description: picture },
  ];
  firm.jobs = [
    {
      id: 7,
      title: CLOSED_JOB,
      description: picture,
      requirements: '<p>Payroll</p>',
      start_date: '2026-11-01',
      end_date: '2026-12-31',
    },
  ];
  const { db } = await own.database();
  const actor = { id: 1, name: 'Jane Smith', email: 'jane@example.com' };
  await createDraft(db, {
    date: '2026-12-01',
    title: EMBARGOED,
    description: picture,
    state: 'draft',
    publishAt: null,
    actor,
  });
  await pages.saveDraft('terms', { body: picture }, 0, { id: 1, name: actor.name });
});

async function list(role: Role, query = '') {
  const { db } = await own.database();
  const email = `${role}@example.com`;
  const account = await insertAccount(db, { email, name: `A ${role}`, role, password: 'pw' });
  const response = await callDoor(door.GET, {
    path: `/api/admin/media${query}`,
    cookie: await sessionCookie(account),
    method: 'GET',
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const body = JSON.parse(text) as { results: { src: string; uses?: unknown }[] };
  return { text, item: body.results.find((item) => item.src === src)! };
}

describe('the media list door', () => {
  it('tells a Recruiter nothing of where a picture is used: no draft, no title', async () => {
    const { text, item } = await list('recruiter');
    expect(item).toBeDefined();
    expect(item.uses).toBeUndefined();
    expect(text).not.toContain(EMBARGOED);
    expect(text).not.toContain('Terms of Service');
    expect(text).not.toContain('"draft"');
  });

  it('names every place to the Owner, drafts and jobs among them', async () => {
    const { item } = await list('owner');
    expect(item.uses).toEqual([
      { kind: 'news', id: '5', title: 'Our new office', draft: false },
      { kind: 'news', id: expect.any(String), title: EMBARGOED, draft: true },
      { kind: 'job', id: '7', title: CLOSED_JOB, draft: false },
      { kind: 'page', id: 'terms', title: 'Terms of Service', draft: true },
    ]);
  });

  it('names to an Editor the news drafts and pages it edits, and a job only as a job', async () => {
    const { text, item } = await list('editor');
    expect(item.uses).toEqual([
      { kind: 'news', id: '5', title: 'Our new office', draft: false },
      { kind: 'news', id: expect.any(String), title: EMBARGOED, draft: true },
      { kind: 'job', id: '', title: '', draft: false },
      { kind: 'page', id: 'terms', title: 'Terms of Service', draft: true },
    ]);
    expect(text).not.toContain(CLOSED_JOB);
  });

  it('leaves the uses out for the editor’s picker, whoever asks', async () => {
    const { item } = await list('administrator', '?uses=no');
    expect(item.uses).toBeUndefined();
  });
});
