// The checks before publishing at the doors, as the browser meets them, on a real PGlite
// database: the checks door lists what is wrong with copy not yet saved, and a publish that
// skips the screen is refused alike (400 naming the broken link or the undescribed picture),
// publishing nothing. What an address answers is this server's to say: here, a stand-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callDoor, primaryOwnerCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}));
// The addresses of this site a visitor gets a 404 at today; a redirect takes /old-page.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/redirects/ask-this-server', () => ({
  statusToday: async (path: string) => {
    asked.push(path);
    return ['/no-such-page', '/old-page'].includes(path) ? 404 : 200;
  },
}));
vi.mock('@/lib/redirects/moved-to', () => ({
  movedTo: async (path: string) =>
    path === '/old-page' ? { from: path, to: '/about', permanent: true } : null,
}));

const own = withOwnDatabase('page-checks-doors');
setDoorEnvironment('page-checks-doors');

const { readPage } = await import('@/lib/own-data/pages/page-store');
const { pageOfParam } = await import('@/lib/pages/editable-pages');
const publishDoor = await import('./route');
const checksDoor = await import('../checks/route');

const KEY = 'privacy';
const params = { key: KEY };
let cookie = '';
let seed: Record<string, unknown> = {};

beforeEach(async () => {
  await own.database();
  cookie = await primaryOwnerCookie();
  seed = (await pageOfParam(KEY)).seed as Record<string, unknown>;
});

const withBody = (body: string, more: Record<string, unknown> = {}) => ({
  ...seed,
  body,
  ...more,
});
const checks = (content: unknown) =>
  callDoor(checksDoor.POST, {
    path: `/api/admin/pages/${KEY}/checks`,
    cookie,
    params,
    body: { content },
  });
const publish = (content: unknown) =>
  callDoor(publishDoor.POST, {
    path: `/api/admin/pages/${KEY}/publish`,
    cookie,
    params,
    body: { revision: 0, content },
  });

describe('the checks door', () => {
  it('names a broken link as stopping publishing and a long SEO title as a warning', async () => {
    const copy = withBody(
      '<p>See <a href="/no-such-page">this</a>, <a href="http://localhost:3000/old-page">that</a> and <a href="/about">us</a>.</p>',
      { seoTitle: 'x'.repeat(70) },
    );
    const answer = await checks(copy);
    expect(answer.status).toBe(200);
    expect((await answer.json()).checks).toEqual([
      {
        level: 'error',
        message:
          'The link to /no-such-page leads to an address of this site that does not exist (404).',
      },
      {
        level: 'warning',
        message: 'The SEO title is 70 characters: search engines show about 60.',
      },
    ]);
    expect(asked).toEqual(expect.arrayContaining(['/no-such-page', '/old-page', '/about']));
  });

  it('answers 401 without a session and 404 for a page that is not one', async () => {
    const anonymous = await callDoor(checksDoor.POST, {
      path: `/api/admin/pages/${KEY}/checks`,
      cookie: '',
      params,
      body: { content: {} },
    });
    expect(anonymous.status).toBe(401);
    const unknown = await callDoor(checksDoor.POST, {
      path: '/api/admin/pages/nope/checks',
      cookie,
      params: { key: 'nope' },
      body: { content: {} },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the publish door', () => {
  it('refuses a broken link or an undescribed picture, naming it, and publishes nothing', async () => {
    const broken = await publish(withBody('<p><a href="/no-such-page">Gone</a></p>'));
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe(
      'Not published. The link to /no-such-page leads to an address of this site that does not exist (404).',
    );
    const picture = await publish(
      withBody('<p>Hi</p><img src="/media/uploads/abcdefghijklmnopqrstuv.png">'),
    );
    expect(picture.status).toBe(400);
    expect((await picture.json()).error).toMatch(
      /“abcdefghijklmnopqrstuv\.png” has no description/,
    );
    expect((await readPage(KEY)).published).toBeNull();
  });

  it('publishes copy whose checks only warn', async () => {
    const answer = await publish(
      withBody('<h2>A</h2><h4>B</h4><p><a href="/about">About</a></p>', {
        seoTitle: 'y'.repeat(65),
      }),
    );
    expect(answer.status).toBe(200);
    expect((await readPage(KEY)).published).toMatchObject({ version: 2 });
  });
});
