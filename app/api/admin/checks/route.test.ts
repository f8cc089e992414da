// The checks before publishing for the news and jobs editors, at their doors, on a real PGlite
// database: the checks door names a broken link to this site in a job's text, and posting that
// job, or saving a news item with it, is refused alike (400 naming the link), nothing saved. What an address answers is
// this server's to say: here, a stand-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount } from '@/test/accounts';
import { callDoor, primaryOwnerCookie, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

vi.mock('@/lib/redirects/ask-this-server', () => ({
  statusToday: async (path: string) => (path === '/no-such-job' ? 404 : 200),
}));
vi.mock('@/lib/redirects/moved-to', () => ({ movedTo: async () => null }));

const own = withOwnDatabase('text-checks-doors');
setDoorEnvironment('text-checks-doors');

const checksDoor = await import('./route');
const jobsDoor = await import('../jobs/route');
const newsItemDoor = await import('../news/[id]/route');
const { NextRequest } = await import('next/server');

let cookie = '';
beforeEach(async () => {
  await own.database();
  cookie = await primaryOwnerCookie();
});

const BROKEN =
  'The link to /no-such-job leads to an address of this site that does not exist (404).';
const job = {
  end_date: '2099-12-31',
  title: 'Receptionist, Leeds',
  description: '<p>See <a href="/no-such-job">our other roles</a>.</p>',
  requirements: '<p>A warm voice.</p>',
};

describe('the checks door of news and jobs', () => {
  it('names a broken link as stopping publishing', async () => {
    const answer = await callDoor(checksDoor.POST, {
      path: '/api/admin/checks',
      cookie,
      body: { text: [job.title], html: [job.description, job.requirements] },
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).checks).toEqual([{ level: 'error', message: BROKEN }]);
  });

  it('is refused to a role that edits neither', async () => {
    const { db } = await own.database();
    const receptionist = await insertAccount(db, {
      email: 'rita@example.com',
      name: 'Rita',
      role: 'receptionist',
      password: 'rita-password-1234',
    });
    const answer = await callDoor(checksDoor.POST, {
      path: '/api/admin/checks',
      cookie: await sessionCookie(receptionist),
      body: { text: [], html: [] },
    });
    expect(answer.status).toBe(403);
  });
});

describe('posting a job', () => {
  it('is refused with a broken link, naming it, and posts nothing', async () => {
    const answer = await callDoor(jobsDoor.POST, { path: '/api/admin/jobs', cookie, body: job });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe(`Not published. ${BROKEN}`);
    const list = await callDoor(jobsDoor.GET, { path: '/api/admin/jobs', cookie, method: 'GET' });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain(job.title);
  });
});

describe('saving a news item', () => {
  it('is refused with a broken link, naming it, before anything is saved', async () => {
    const form = new FormData();
    form.set('date', '2026-11-01');
    form.set('title', 'Our new office');
    form.set('description', '<p>Find us <a href="http://localhost:3000/no-such-job">here</a>.</p>');
    const request = new NextRequest('http://localhost:3000/api/admin/news/404404', {
      method: 'PATCH',
      headers: { cookie, origin: 'http://localhost:3000' },
      body: form,
    });
    // An item that does not exist would answer 404: the refusal comes first.
    const answer = await newsItemDoor.PATCH(request, { params: Promise.resolve({ id: '404404' }) });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe(`Not published. ${BROKEN}`);
  });
});
