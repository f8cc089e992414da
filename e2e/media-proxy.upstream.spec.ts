// News banners of the firm's API reach the browser through /media/upstream, which fetches
// from the API's origin only.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import type { News } from '../lib/domain/news';
import type { Page } from '../lib/domain/paging';
import { e2eUpstream } from './support/env';
import { uniqueIp } from './support/unique';
import { fake, upstreamCalls } from './support/upstream';

const proxied = (src: string) => `/media/upstream?src=${encodeURIComponent(src)}`;

test.beforeEach(async () => {
  await fake.reset();
});

test('news images are same-origin proxy URLs that serve the bytes with cache headers', async ({
  adminRequest: request,
}) => {
  const list = (await (await request.get('/api/admin/news')).json()) as Page<News>;
  const src = `${e2eUpstream.fakeApiUrl}/media/news/news-office-opening.jpg`;
  expect(list.results[0]!.image).toBe(proxied(src));
  const image = await request.get(list.results[0]!.image!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).toContain('public');
  expect(
    (await image.body()).equals(
      readFileSync('lib/own-data/db/seed-images/news-office-opening.jpg'),
    ),
  ).toBe(true);
});

test('anything but an address on the API origin is refused with 400, without a fetch', async ({
  request,
}) => {
  for (const src of [
    'https://example.com/a.jpg',
    'http://127.0.0.1:1/a.jpg',
    '/media/news/news-gdpr-guide.jpg',
    'file:///etc/passwd',
  ]) {
    const response = await request.get(proxied(src));
    expect(response.status(), src).toBe(400);
    expect(await response.json()).toEqual({ error: 'This image address is not allowed.' });
  }
  expect((await request.get('/media/upstream')).status()).toBe(400);
  expect(await upstreamCalls()).toEqual([]);
});

test('redirects off the origin are not followed and non-images are not passed on', async ({
  request,
}) => {
  await fake.fail({
    path: '/media/news/moved.jpg',
    status: 302,
    headers: { location: 'https://example.com/x.jpg' },
  });
  expect(
    (await request.get(proxied(`${e2eUpstream.fakeApiUrl}/media/news/moved.jpg`))).status(),
  ).toBe(502);
  await fake.fail({
    path: '/media/news/page.jpg',
    status: 200,
    body: { html: '<script>alert(1)</script>' },
  });
  const page = await request.get(proxied(`${e2eUpstream.fakeApiUrl}/media/news/page.jpg`));
  expect(page.status()).toBe(502);
  expect(page.headers()['content-type']).toContain('application/json');
  expect(
    (await request.get(proxied(`${e2eUpstream.fakeApiUrl}/media/news/none.jpg`))).status(),
  ).toBe(404);
});

test('only files under the API media path are fetched, without the API token, and each IP is limited', async ({
  request,
}) => {
  const apiPath = `${e2eUpstream.fakeApiUrl}/api/messages/update/messages/`;
  expect((await request.get(proxied(apiPath))).status()).toBe(400);
  expect(await fake.requests()).toEqual([]);

  const ip = uniqueIp();
  const src = proxied(`${e2eUpstream.fakeApiUrl}/media/news/news-office-opening.jpg`);
  const fetchAs = () => request.get(src, { headers: { 'x-forwarded-for': ip } });
  expect((await fetchAs()).status()).toBe(200);
  const [sent] = await fake.requests();
  expect(sent?.path).toBe('/media/news/news-office-opening.jpg');
  expect(sent?.headers.authorization).toBeUndefined();

  for (let n = 2; n <= 120; n += 1) expect((await fetchAs()).status()).toBe(200);
  expect((await fetchAs()).status()).toBe(429);
  // Another visitor is not affected.
  expect((await request.get(src, { headers: { 'x-forwarded-for': uniqueIp() } })).status()).toBe(
    200,
  );
});
