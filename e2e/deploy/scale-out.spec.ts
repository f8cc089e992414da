import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '../../test/postgres-cluster';
import { e2eAdmin } from '../support/env';
import { pngFile } from '../support/files';
import { locationHeaders } from '../support/live-helpers';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/session';
import {
  copyStandalone,
  startNginx,
  startStandalone,
  type Running,
} from '../support/deploy/processes';

// Two instances of the standalone build on one PostgreSQL, nginx round-robin in front.
test.describe.configure({ mode: 'serial' });

let cluster: PostgresCluster;
let build: ReturnType<typeof copyStandalone>;
const dataDirs: string[] = [];
let a: Running;
let b: Running;
let lb: Awaited<ReturnType<typeof startNginx>>;
let admin: APIRequestContext;

const contact = (n: number) => ({
  full_name: `Load Visitor ${n}`,
  userEmail: `load${n}@example.com`,
  phone_number: '+44 7700 900666',
  service_of_interest: 'Recruitment Services',
  description: `Concurrent message number ${n} through the load balancer.`,
});

async function messageCount(): Promise<number> {
  const response = await admin.get('/api/admin/messages');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startPostgresCluster();
  build = copyStandalone();
  const env = (n: number) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `instance-${n}-`));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'one-secret-shared-by-every-instance-0123456789',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      TRUST_PROXY: '1',
      // Both look for due scheduled news every second: they race for every post.
      NEWS_SCHEDULE_POLL_SECONDS: '1',
    };
  };
  // Started together: migrations and the first seed must run exactly once between them.
  [a, b] = await Promise.all([
    startStandalone(build.dir, env(1)),
    startStandalone(build.dir, env(2)),
  ]);
  lb = await startNginx([a.url, b.url]);
  admin = await playwrightRequest.newContext({ baseURL: a.url });
  await logIn(admin, a.url);
});

test.afterAll(async () => {
  await admin?.dispose();
  await lb?.stop();
  lb?.dispose();
  await Promise.all([a?.stop(), b?.stop()]);
  build?.dispose();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  cluster?.stop();
});

test('the demo content is seeded once although both instances started together', async () => {
  expect(await messageCount()).toBe(4);
});

test('200 concurrent contact posts through nginx store exactly 200 messages', async () => {
  test.setTimeout(120_000);
  const before = await messageCount();
  const client = await playwrightRequest.newContext({ baseURL: lb.url });
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, n) =>
      client
        .post('/api/contact', {
          headers: {
            origin: lb.url,
            'x-forwarded-for': `198.19.${Math.floor(n / 200)}.${(n % 200) + 1}`,
          },
          data: contact(n),
        })
        .then((response) => response.status()),
    ),
  );
  await client.dispose();
  expect(statuses.filter((status) => status === 201)).toHaveLength(200);
  expect(await messageCount()).toBe(before + 200);
});

test('a session from one instance is valid on the other, and a news item posted through one shows through the other at once', async () => {
  const title = `Posted through instance A ${Date.now()}`;
  const onB = await playwrightRequest.newContext({
    baseURL: b.url,
    storageState: await admin.storageState(),
  });
  expect((await onB.get('/api/admin/news')).status()).toBe(200);
  // Instance B has /news in its cache (twice read: the second answer comes from it)...
  for (let n = 0; n < 2; n += 1) expect(await (await onB.get('/news')).text()).not.toContain(title);
  expect((await onB.get('/news')).headers()['x-nextjs-cache']).toBe('HIT');
  const posted = await admin.post('/api/admin/news', {
    headers: { origin: a.url },
    multipart: {
      date: new Date().toISOString().slice(0, 10),
      title,
      description: '<p>Seen everywhere.</p>',
      image: pngFile('b.png'),
    },
  });
  expect(posted.status()).toBe(201);
  // ...which the write through instance A expired.
  expect(await (await onB.get('/news')).text()).toContain(title);
  await onB.dispose();
});

test('news scheduled through one instance is posted once when due, with both instances looking, and shows on both', async () => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const titles = Array.from({ length: 6 }, (_, n) => `Scheduled post ${n + 1} of ${stamp}`);
  // "Publish at" is London's wall time to the second (datetime-local's own format): the due
  // instant is a whole second, so the time typed is exactly the instant the posts may go out.
  const due = new Date(Math.ceil((Date.now() + 8_000) / 1_000) * 1_000);
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(due)
    .replace(' ', 'T');
  for (const title of titles) {
    const scheduled = await admin.post('/api/admin/news/drafts', {
      headers: { origin: a.url },
      multipart: {
        date: new Date().toISOString().slice(0, 10),
        title,
        description: '<p>Posted by whichever instance claims it first.</p>',
        image: pngFile('s.png'),
        intent: 'post',
        publish_at: wall,
      },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
    expect(((await scheduled.json()) as { status: string }).status).toBe('saved');
  }
  const onB = await playwrightRequest.newContext({ baseURL: b.url });
  // Instance B has /news in its cache before the posts are due.
  for (let n = 0; n < 2; n += 1)
    expect(await (await onB.get('/news')).text()).not.toContain(titles[5]);
  const waiting = async () =>
    ((await (await admin.get('/api/admin/news/drafts')).json()) as { title: string }[]).filter(
      (draft) => titles.includes(draft.title),
    ).length;
  await expect.poll(waiting, { timeout: 45_000 }).toBe(0);
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  const listed = (await (await admin.get('/api/admin/news')).json()) as {
    results: { title: string }[];
  };
  for (const title of titles)
    expect(
      listed.results.filter((news) => news.title === title),
      title,
    ).toHaveLength(1);
  // B's cached /news was expired by whichever instance posted them.
  expect(await (await onB.get('/news')).text()).toContain(titles[5]);
  await onB.dispose();
});

test('company details saved through one instance show on the other instance’s cached pages at once', async () => {
  const onB = await playwrightRequest.newContext({ baseURL: b.url });
  // Instance B has the contact page in its cache, with today's opening hours...
  for (let n = 0; n < 2; n += 1) {
    expect(await (await onB.get('/contact-us')).text()).toContain('Monday to Friday, 9am');
  }
  expect((await onB.get('/contact-us')).headers()['x-nextjs-cache']).toBe('HIT');
  const loaded = (await (await admin.get('/api/admin/settings')).json()) as {
    details: Record<string, unknown>;
    version: number;
  };
  const saved = await admin.put('/api/admin/settings', {
    headers: { origin: a.url },
    data: {
      ...loaded.details,
      openingHours: 'Around the clock, every day',
      version: loaded.version,
    },
  });
  expect(saved.status()).toBe(200);
  // ...which the save through instance A expired.
  expect(await (await onB.get('/contact-us')).text()).toContain('Around the clock, every day');
  await onB.dispose();
});

test('menus saved through one instance show on the other instance’s cached pages at once', async () => {
  const onB = await playwrightRequest.newContext({ baseURL: b.url });
  // Instance B has the about page in its cache, with today's menus...
  for (let n = 0; n < 2; n += 1) {
    expect(await (await onB.get('/about')).text()).not.toContain('Partner network');
  }
  expect((await onB.get('/about')).headers()['x-nextjs-cache']).toBe('HIT');
  const loaded = (await (await admin.get('/api/admin/menus')).json()) as {
    menus: { header: { label: string; link: string }[]; footer: { label: string; link: string }[] };
    version: number;
  };
  const saved = await admin.put('/api/admin/menus', {
    headers: { origin: a.url },
    data: {
      header: [...loaded.menus.header, { label: 'Our questions', link: '/faq' }],
      footer: [
        ...loaded.menus.footer,
        { label: 'Partner network', link: 'https://partners.example.org/' },
      ],
      version: loaded.version,
    },
  });
  expect(saved.status()).toBe(200);
  // ...which the save through instance A expired.
  const page = await (await onB.get('/about')).text();
  expect(page).toContain('Partner network');
  expect(page).toContain('Our questions');
  await onB.dispose();
});

test('a redirect added through one instance answers on the other at once, and goes when removed', async () => {
  const unknown = `/moved-${Date.now()}`;
  const removedArticle = `/read-a-news/999999/gone-${Date.now()}`;
  const onB = await playwrightRequest.newContext({ baseURL: b.url });
  const onBNow = (path: string) => onB.get(path, { maxRedirects: 0 });
  // Instance B has read the redirects, and cached the article's 404, before the change.
  for (const path of [unknown, removedArticle]) expect((await onBNow(path)).status()).toBe(404);
  const ids: number[] = [];
  for (const from of [unknown, removedArticle]) {
    const added = await admin.post('/api/admin/redirects', {
      headers: { origin: a.url },
      data: { from, to: '/about', permanent: true },
    });
    expect(added.status(), await added.text()).toBe(201);
    ids.push(((await added.json()) as { id: number }).id);
  }
  for (const path of [unknown, removedArticle]) {
    const moved = await onBNow(path);
    expect(moved.status(), path).toBe(308);
    expect(locationHeaders(moved), path).toEqual(['/about']);
  }
  for (const id of ids) {
    const removed = await admin.delete(`/api/admin/redirects/${id}`, {
      headers: { origin: a.url },
    });
    expect(removed.status()).toBe(204);
  }
  for (const path of [unknown, removedArticle]) expect((await onBNow(path)).status()).toBe(404);
  await onB.dispose();
});

test('the contact rate limit holds across instances', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 6; n += 1) {
    const instance = n % 2 === 0 ? a : b;
    const client = await playwrightRequest.newContext({ baseURL: instance.url });
    const response = await client.post('/api/contact', {
      headers: { origin: instance.url, 'x-forwarded-for': '198.19.250.250' },
      data: contact(1000 + n),
    });
    statuses.push(response.status());
    await client.dispose();
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test('an instance stopped with SIGTERM under load finishes its requests and nginx sends the rest to the other', async () => {
  test.setTimeout(120_000);
  const client = await playwrightRequest.newContext({ baseURL: lb.url });
  const paths = ['/', '/contact-us', '/news', '/api/health', '/careers'];
  let stopped: Promise<number | null> | undefined;
  const results: number[] = [];
  const deadline = Date.now() + 6_000;
  setTimeout(() => (stopped = a.stop('SIGTERM')), 1_500);
  await Promise.all(
    Array.from({ length: 6 }, async (_, worker) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const response = await client.get(paths[(worker + n) % paths.length]!, { timeout: 15_000 });
        results.push(response.status());
      }
    }),
  );
  await client.dispose();
  expect(await stopped).toBe(0);
  expect(results.length).toBeGreaterThan(20);
  expect(results.filter((status) => status !== 200)).toEqual([]);
});
