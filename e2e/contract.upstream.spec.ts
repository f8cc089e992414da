// Contract tests: every Backend operation, driven through the app's route handlers, must make
// exactly the calls of docs/spec.md section 7 (method, path, token, body) on the firm's API.
import { expect, test } from './support/fixtures';
import { e2eAdmin } from './support/env';
import { banners } from './support/files';
import { fake, upstreamCalls } from './support/upstream';

const job = {
  end_date: '2030-03-31',
  title: 'Bookkeeper',
  description: '<p>Keep the books for our clients.</p>',
  requirements: '<ul><li>AAT level 3</li></ul>',
};

// Every test here holds the admin's session in `request` (adminRequest).
test.beforeEach(async () => {
  await fake.reset();
});

test('health and lists: GETs with page numbers in, page numbers out', async ({
  adminRequest: request,
}) => {
  expect(await (await request.get('/api/health')).json()).toEqual({
    status: 'ok',
    backend: 'upstream',
  });
  const messages = await (await request.get('/api/admin/messages')).json();
  expect(messages).toMatchObject({ count: 4, next: 2, previous: null });
  expect(await (await request.get('/api/admin/messages?page=2')).json()).toMatchObject({
    next: null,
    previous: 1,
  });
  expect(await (await request.get('/api/admin/news?page=2')).json()).toMatchObject({
    count: 4,
    previous: 1,
  });
  expect(await (await request.get('/api/admin/jobs')).json()).toMatchObject({ count: 4, next: 2 });
  expect(await (await request.get('/api/admin/visitors?page=2')).json()).toMatchObject({
    count: 12,
    previous: 1,
  });
  expect(await upstreamCalls()).toEqual([
    { method: 'GET', path: '/api/news/update/news/', body: null },
    { method: 'GET', path: '/api/messages/update/messages/', body: null },
    { method: 'GET', path: '/api/messages/update/messages/?page=2', body: null },
    { method: 'GET', path: '/api/news/update/news/?page=2', body: null },
    { method: 'GET', path: '/api/jobs/update/jobs/', body: null },
    { method: 'GET', path: '/api/client-tracking/ips/?page=2', body: null },
  ]);
});

test('the contact form and the visit beacon POST JSON', async ({
  adminRequest: request,
  baseURL,
}) => {
  const contact = {
    full_name: 'Imogen Reid',
    userEmail: 'imogen.reid@example.com',
    phone_number: '+44 7700 900333',
    service_of_interest: 'Content Writing',
    description: 'We need four blog posts a month for our bakery.',
  };
  expect(
    (await request.post('/api/contact', { headers: { origin: baseURL! }, data: contact })).status(),
  ).toBe(201);
  expect((await request.post('/api/visits', { headers: { origin: baseURL! } })).status()).toBe(204);
  const calls = await upstreamCalls();
  expect(calls[0]).toEqual({
    method: 'POST',
    path: '/api/messages/update/messages/',
    body: { json: contact },
  });
  expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/client-tracking/ips/' });
  expect(Object.keys((calls[1]!.body as { json: object }).json)).toEqual(['ip_address']);
  expect(calls).toHaveLength(2);
  const recorded = await fake.requests();
  expect(recorded.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
});

test('a reply finds its message, posts the reply payload and re-reads the page', async ({
  adminRequest: request,
  baseURL,
}) => {
  const answer = await request.post('/api/admin/messages/5/replies', {
    headers: { origin: baseURL! },
    data: { reply_text: 'Happy to help with the Bristol shop.' },
  });
  expect(answer.status()).toBe(201);
  const { message } = await answer.json();
  expect(message).toMatchObject({
    id: 5,
    full_name: 'Kwame Boateng',
    replies: [{ reply_text: 'Happy to help with the Bristol shop.' }],
  });
  expect(await upstreamCalls()).toEqual([
    { method: 'GET', path: '/api/messages/update/messages/', body: null },
    { method: 'GET', path: '/api/messages/update/messages/?page=2', body: null },
    {
      method: 'POST',
      path: '/api/messages/update/replies/',
      body: {
        json: {
          user: 'Kwame Boateng',
          userEmail: 'kwame.boateng@example.com',
          message: 5,
          reply_text: 'Happy to help with the Bristol shop.',
          admin_user: e2eAdmin.email,
        },
      },
    },
    { method: 'GET', path: '/api/messages/update/messages/?page=2', body: null },
  ]);
});

test('removing a message DELETEs it with the trailing slash', async ({
  adminRequest: request,
  baseURL,
}) => {
  expect(
    (await request.delete('/api/admin/messages/4', { headers: { origin: baseURL! } })).status(),
  ).toBe(204);
  expect(
    (await request.delete('/api/admin/messages/4', { headers: { origin: baseURL! } })).status(),
  ).toBe(404);
  expect(await upstreamCalls()).toEqual([
    { method: 'DELETE', path: '/api/messages/update/messages/4/', body: null },
    { method: 'DELETE', path: '/api/messages/update/messages/4/', body: null },
  ]);
});

test('news: multipart POST and PATCH with date, title, image (left out when kept) and description', async ({
  adminRequest: request,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const created = await request.post('/api/admin/news', {
    headers,
    multipart: {
      date: '2026-09-01',
      title: 'New hub',
      description: '<p>Opening soon.</p>',
      image: banners.png,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await request.get(`/api/admin/news/${id}`);
  await request.patch(`/api/admin/news/${id}`, {
    headers,
    multipart: { date: '2026-09-02', title: 'New hub open', description: '<p>Open.</p>' },
  });
  // An edit without a new banner keeps the one the API has (DRF clears it on `image=`).
  const kept = await (await request.get(`/api/admin/news/${id}`)).json();
  expect(kept.image).toEqual(expect.stringContaining('/media/upstream'));
  await request.patch(`/api/admin/news/${id}`, {
    headers,
    multipart: {
      date: '2026-09-02',
      title: 'New hub open',
      description: '<p>Open.</p>',
      image: banners.jpeg,
    },
  });
  expect((await request.delete(`/api/admin/news/${id}`, { headers })).status()).toBe(204);

  // The banner goes up re-encoded without its metadata: its name and type as chosen, new bytes.
  const file = (banner: typeof banners.png) => ({
    name: banner.name,
    type: banner.mimeType,
    size: expect.any(Number),
    sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(await upstreamCalls()).toEqual([
    {
      method: 'POST',
      path: '/api/news/update/news/',
      body: {
        form: {
          fields: { date: '2026-09-01', title: 'New hub', description: '<p>Opening soon.</p>' },
          files: { image: file(banners.png) },
        },
      },
    },
    { method: 'GET', path: `/api/news/update/news/${id}/`, body: null },
    {
      method: 'PATCH',
      path: `/api/news/update/news/${id}/`,
      body: {
        form: {
          fields: { date: '2026-09-02', title: 'New hub open', description: '<p>Open.</p>' },
          files: {},
        },
      },
    },
    { method: 'GET', path: `/api/news/update/news/${id}/`, body: null },
    {
      method: 'PATCH',
      path: `/api/news/update/news/${id}/`,
      body: {
        form: {
          fields: { date: '2026-09-02', title: 'New hub open', description: '<p>Open.</p>' },
          files: { image: file(banners.jpeg) },
        },
      },
    },
    // The removal reads the item first: the activity log names what was removed.
    { method: 'GET', path: `/api/news/update/news/${id}/`, body: null },
    // With the trailing slash, where the old product met a 301 from APPEND_SLASH (docs/fixes.md).
    { method: 'DELETE', path: `/api/news/update/news/${id}/`, body: null },
  ]);
  const recorded = await fake.requests();
  expect(recorded[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
});

test('jobs: JSON with exactly end_date, title, description and requirements', async ({
  adminRequest: request,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const created = await request.post('/api/admin/jobs', {
    headers,
    data: { ...job, unexpected: 'dropped' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await request.get(`/api/admin/jobs/${id}`);
  await request.patch(`/api/admin/jobs/${id}`, {
    headers,
    data: { ...job, title: 'Senior Bookkeeper' },
  });
  await request.delete(`/api/admin/jobs/${id}`, { headers });
  expect(await upstreamCalls()).toEqual([
    { method: 'POST', path: '/api/jobs/update/jobs/', body: { json: job } },
    { method: 'GET', path: `/api/jobs/update/jobs/${id}/`, body: null },
    {
      method: 'PATCH',
      path: `/api/jobs/update/jobs/${id}/`,
      body: { json: { ...job, title: 'Senior Bookkeeper' } },
    },
    // The removal reads the job first: the activity log names what was removed.
    { method: 'GET', path: `/api/jobs/update/jobs/${id}/`, body: null },
    { method: 'DELETE', path: `/api/jobs/update/jobs/${id}/`, body: null },
  ]);
});

test('refused input and missing sessions never reach the API', async ({
  playwright,
  adminRequest: request,
  baseURL,
}) => {
  await request.post('/api/admin/jobs', {
    headers: { origin: baseURL! },
    data: { ...job, end_date: 'soon' },
  });
  await request.post('/api/admin/news', {
    headers: { origin: baseURL! },
    multipart: { date: '2026-01-01', title: 'x', description: '' },
  });
  await request.post('/api/admin/jobs', { headers: { origin: 'https://evil.example' }, data: job });
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const path of [
    '/api/admin/messages',
    '/api/admin/news',
    '/api/admin/jobs',
    '/api/admin/visitors',
    '/api/admin/news/6',
  ]) {
    expect((await anonymous.get(path)).status()).toBe(401);
  }
  expect(
    (await anonymous.delete('/api/admin/jobs/10', { headers: { origin: baseURL! } })).status(),
  ).toBe(401);
  await anonymous.dispose();
  expect(await upstreamCalls()).toEqual([]);
});
