// What an outside probe of the login doors tried, and the answers it must get now.
import { expect, test } from './support/fixtures';
import type { Visitor } from '../lib/domain/visitor';
import { listAll } from './support/lists';
import { logIn } from './support/session';
import { unique, uniqueIp } from './support/unique';

test('failed logins are counted per account too: spread over many IPs, the 21st is refused', async ({
  request,
  baseURL,
}) => {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const account = `${unique('target')}@example.com`;
  const attempt = (password: string) =>
    request.post('/api/auth/callback/credentials', {
      headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
      form: { csrfToken, email: account, password, json: 'true' },
      maxRedirects: 0,
    });
  for (let n = 1; n <= 20; n += 1) expect((await attempt(`guess-${n}`)).status()).toBe(401);
  const refused = await attempt('guess-21');
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error).toBe(
    'Too many attempts. Please wait a minute and try again.',
  );
  // The administrator's own account, from another address, is not affected.
  await logIn(request, baseURL!);
  expect((await request.get('/api/admin/messages')).status()).toBe(200);
});

test('15 wrong passwords sent at once from one IP: no more than 5 are checked, the rest answer 429', async ({
  request,
  baseURL,
}) => {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const ip = uniqueIp();
  const answers = await Promise.all(
    Array.from({ length: 15 }, (_, n) =>
      request.post('/api/auth/callback/credentials', {
        headers: { origin: baseURL!, 'x-forwarded-for': ip },
        form: {
          csrfToken,
          email: `${unique('burst')}@example.com`,
          password: `guess-${n}`,
          json: 'true',
        },
        maxRedirects: 0,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status()).sort();
  expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
});

test('next-auth doors refuse bodies over 16 KB with 413 and malformed JSON with 400', async ({
  request,
  baseURL,
}) => {
  const post = (data: string | Buffer) =>
    request.post('/api/auth/signout', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data,
    });
  const huge = await post(JSON.stringify({ csrfToken: 'x'.repeat(17 * 1024) }));
  expect(huge.status()).toBe(413);
  // A Buffer, so that the broken JSON is sent as it is (a string would be JSON-encoded).
  const broken = await post(Buffer.from('{"csrfToken":'));
  expect(broken.status()).toBe(400);
  for (const answer of [huge, broken]) {
    const text = await answer.text();
    expect(JSON.parse(text)).toHaveProperty('error');
    expect(text).not.toMatch(/\n\s+at /);
  }
});

test('a logged-in admin sent to the login page with a crafted callbackUrl stays on this site', async ({
  request,
  baseURL,
}) => {
  await logIn(request, baseURL!);
  for (const callbackUrl of ['/.//evil.example', `${baseURL}//evil.example`, '/./\\evil.example']) {
    const response = await request.get(
      `/admin/admin-login?callbackUrl=${encodeURIComponent(callbackUrl)}`,
      { maxRedirects: 0 },
    );
    expect(response.status(), callbackUrl).toBeGreaterThanOrEqual(300);
    const location = new URL(response.headers().location!, baseURL);
    expect(location.origin, callbackUrl).toBe(new URL(baseURL!).origin);
    expect(location.pathname, callbackUrl).toBe('/admin');
  }
});

test('the visit beacon counts one IP once per path and minute and refuses past 60 a minute', async ({
  request,
  baseURL,
}) => {
  await logIn(request, baseURL!);
  const ip = uniqueIp();
  const beacon = (path: string) =>
    request.post('/api/visits', {
      headers: { origin: baseURL!, 'x-forwarded-for': ip },
      data: { path },
    });
  expect((await beacon('/about')).status()).toBe(204);
  expect((await beacon('/about')).status()).toBe(204);
  const recorded = async () =>
    (await listAll<Visitor>(request, '/api/admin/visitors', 10)).filter(
      (visit) => visit.ip_address === ip,
    ).length;
  expect(await recorded()).toBe(1);
  expect((await beacon('not a path')).status()).toBe(400);
  for (let n = 3; n <= 60; n += 1) expect((await beacon(`/page-${n}`)).status()).toBe(204);
  const refused = await beacon('/one-too-many');
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error).toBeTruthy();
});

test('admin doors and admin pages are never stored by a browser or a proxy', async ({
  request,
  baseURL,
}) => {
  await logIn(request, baseURL!);
  for (const path of [
    '/api/admin/messages',
    '/api/admin/news',
    '/api/admin/jobs',
    '/api/admin/visitors',
    '/admin',
    '/admin/messages',
    '/admin/admin-login',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
});

test('a session token replayed after logout is refused at every door and lands on the login page', async ({
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await logIn(admin, baseURL!);
  expect((await admin.get('/api/admin/messages')).status()).toBe(200);
  // What someone who copied the cookie before the logout still holds.
  const stolen = await admin.storageState();
  const { csrfToken } = (await (await admin.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const logout = await admin.post('/api/auth/signout', {
    headers: { origin: baseURL! },
    form: { csrfToken, json: 'true' },
  });
  expect(logout.status()).toBe(200);
  await admin.dispose();

  const replay = await playwright.request.newContext({ baseURL, storageState: stolen });
  for (const door of [
    '/api/admin/messages',
    '/api/admin/news',
    '/api/admin/jobs',
    '/api/admin/visitors',
    '/api/admin/stats',
  ]) {
    expect((await replay.get(door)).status(), door).toBe(401);
  }
  const screen = await replay.get('/admin/messages');
  expect(new URL(screen.url()).pathname).toBe('/admin/admin-login');
  expect(await (await replay.get('/api/auth/session')).json()).toEqual({});
  await replay.dispose();
});
