// When the firm's API fails, is slow or answers nonsense, the app answers 502 with words a
// person can read (the API's own `message` where it gave one), never a crash or a hung request.
import { expect, test } from './support/fixtures';
import { e2eUpstream } from './support/env';
import { openAdmin } from './support/admin-helpers';
import { pngFile } from './support/files';
import { firstHeading } from './support/site-pages';
import { unique } from './support/unique';
import { fake } from './support/upstream';

// Every test here holds the admin's session in `request` (adminRequest).
test.beforeEach(async () => {
  await fake.reset();
});

test("a failing API gives 502 with the API's message, on reads and writes alike", async ({
  adminRequest: request,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const operations = [
    () => request.get('/api/admin/news'),
    () => request.get('/api/admin/jobs/10'),
    () => request.delete('/api/admin/messages/1', { headers }),
    () =>
      request.post('/api/admin/jobs', {
        headers,
        data: {
          end_date: '2030-01-01',
          title: 'T',
          description: '<p>D</p>',
          requirements: '<p>R</p>',
        },
      }),
    () =>
      request.post('/api/contact', {
        headers,
        data: {
          full_name: 'Ella Price',
          userEmail: 'ella@example.com',
          phone_number: '01632 960001',
          service_of_interest: 'Risk Solutions',
          description: 'Please call me about a risk review.',
        },
      }),
  ];
  for (const operation of operations) {
    await fake.fail({ status: 500, message: 'Database is down for maintenance' });
    const response = await operation();
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ error: 'Database is down for maintenance' });
  }
  await fake.fail({ status: 503, body: '<html>Bad gateway</html>' });
  const bare = await request.get('/api/admin/visitors');
  expect(bare.status()).toBe(502);
  expect(await bare.json()).toEqual({ error: 'The service answered with an error (HTTP 503)' });
});

test('a news post or update the API refuses without a message reads "Server error", as the old product did', async ({
  adminPage: page,
  adminRequest: request,
  baseURL,
}) => {
  await fake.fail({ method: 'POST', path: '/api/news/update/news/', status: 500 });
  await openAdmin(page, '/admin/post-news');
  await page.getByLabel('Date').fill('2026-09-01');
  await page.getByLabel('Title').fill('A post the API refuses');
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Refused.');
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(page.getByText('Failed to post news: Server error')).toBeVisible();

  await fake.fail({ method: 'PATCH', status: 503, body: '<html>Bad gateway</html>' });
  const update = await request.patch('/api/admin/news/1', {
    headers: { origin: baseURL! },
    multipart: { date: '2026-09-02', title: 'Updated', description: '<p>Updated.</p>' },
  });
  expect(update.status()).toBe(502);
  expect(await update.json()).toEqual({ error: 'Server error' });
});

test('a reply that the API refuses is reported, not pretended', async ({
  adminRequest: request,
  baseURL,
}) => {
  await fake.fail({
    method: 'POST',
    path: '/api/messages/update/replies/',
    status: 500,
    message: 'Mail server unavailable',
  });
  const response = await request.post('/api/admin/messages/1/replies', {
    headers: { origin: baseURL! },
    data: { reply_text: 'Hello' },
  });
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ error: 'Mail server unavailable' });
});

test('a refused write gives 400 with the field the API named', async ({
  adminRequest: request,
  baseURL,
}) => {
  await fake.fail({
    method: 'POST',
    status: 400,
    body: { title: ['A job with this title already exists.'] },
  });
  const response = await request.post('/api/admin/jobs', {
    headers: { origin: baseURL! },
    data: {
      end_date: '2030-01-01',
      title: 'Typist',
      description: '<p>D</p>',
      requirements: '<p>R</p>',
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: 'title: A job with this title already exists.' });
});

test('a slow API gives 502 after the timeout, not a hung request', async ({
  adminRequest: request,
}) => {
  await fake.fail({ delayMs: e2eUpstream.timeoutMs * 4 });
  const started = Date.now();
  const response = await request.get('/api/admin/jobs');
  const elapsed = Date.now() - started;
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ error: 'The service did not answer in time' });
  expect(elapsed).toBeGreaterThanOrEqual(e2eUpstream.timeoutMs - 100);
  expect(elapsed).toBeLessThan(e2eUpstream.timeoutMs * 3);
});

test('an answer of the wrong shape gives 502, and health says unavailable', async ({
  adminRequest: request,
}) => {
  await fake.fail({ status: 200, body: { count: 'many', results: 'none' } });
  const response = await request.get('/api/admin/messages');
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ error: 'The service answered in an unexpected format' });
  await fake.fail({ status: 500 });
  const health = await request.get('/api/health');
  expect(health.status()).toBe(503);
});

test('a next link off the API origin is not passed on', async ({ adminRequest: request }) => {
  await fake.fail({
    status: 200,
    body: {
      count: 30,
      next: 'https://evil.example/api/jobs/update/jobs/?page=2',
      previous: null,
      results: [],
    },
  });
  expect(await (await request.get('/api/admin/jobs')).json()).toEqual({
    results: [],
    count: 30,
    next: null,
    previous: null,
  });
});

test('a job and an article the API cannot give keep the careers and news headings the firm published', async ({
  adminRequest: request,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const cases = [
    { key: 'careers', address: '/careers/987654/no-such-job', api: '/api/jobs/update/jobs/987654' },
    {
      key: 'news',
      address: '/read-a-news/987655/no-such-news',
      api: '/api/news/update/news/987655',
    },
  ];
  for (const { key, address, api } of cases) {
    const door = `/api/admin/pages/${key}`;
    const opened = (await (await request.get(door)).json()) as {
      revision: number;
      content: Record<string, unknown>;
    };
    const heading = unique(`Published ${key} heading `);
    const published = await request.post(`${door}/publish`, {
      headers,
      data: { revision: opened.revision, content: { ...opened.content, heading } },
    });
    expect(published.status()).toBe(200);

    await fake.fail({ status: 500, path: api, times: 10 });
    const page = await request.get(address);
    expect(firstHeading(await page.text())).toBe(heading);

    // The shipped copy again, for the specs that draw these pages.
    const { revision } = (await (await request.get(door)).json()) as { revision: number };
    const restored = await request.post(`${door}/versions`, {
      headers,
      data: { version: 1, revision },
    });
    expect(restored.status()).toBe(200);
  }
});
