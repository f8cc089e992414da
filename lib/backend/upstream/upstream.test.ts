// The upstream adapter against the fake of the firm's API, started in this process: every
// operation must make exactly the calls of SPEC.md section 7 and survive the API misbehaving.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '@/e2e/fake-api/app';
import { fakeApi } from '@/e2e/fake-api/client';
import { BackendError } from '../errors';
import type { Backend } from '../types';
import { UNEXPECTED_FORMAT } from './client';
import { createUpstreamBackend } from './index';

const pixel = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

let server: Awaited<ReturnType<typeof startFakeApi>>;
let fake: ReturnType<typeof fakeApi>;
let backend: Backend;
const calls = async () =>
  (await fake.requests()).map(({ method, path, body }) => ({ method, path, body }));

beforeAll(async () => {
  server = await startFakeApi({ token: 'unit-token' });
  fake = fakeApi(server.url);
  backend = createUpstreamBackend({
    baseUrl: server.url,
    token: 'unit-token',
    adminUser: 'office@crestfield.example',
    timeoutMs: 400,
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await fake.reset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('upstream adapter: lists', () => {
  it('pages messages with page numbers and sends the token on every call', async () => {
    const first = await backend.listMessages(1);
    expect(first).toMatchObject({ count: 4, next: 2, previous: null });
    expect(first.results.map((m) => m.full_name)).toEqual(['Priya Shah', 'Owen Davies', 'Sofia Marques']);
    expect(first.results[1]!.replies).toHaveLength(1);
    expect(await backend.listMessages(2)).toMatchObject({ next: null, previous: 1 });
    expect(await backend.listMessages(9)).toEqual({ results: [], count: 0, next: null, previous: 8 });
    const recorded = await fake.requests();
    expect(recorded.map((r) => r.path)).toEqual([
      '/api/messages/update/messages/',
      '/api/messages/update/messages/?page=2',
      '/api/messages/update/messages/?page=9',
    ]);
    expect(recorded.every((r) => r.headers.authorization === 'Token unit-token')).toBe(true);
  });

  it('always numbers the visitors page and pages them ten at a time', async () => {
    expect(await backend.listVisitors(1)).toMatchObject({ count: 12, next: 2, previous: null });
    const second = await backend.listVisitors(2);
    expect(second.results.map((v) => v.ip_address)).toEqual(['203.0.113.2', '203.0.113.1']);
    expect((await calls()).map((c) => c.path)).toEqual([
      '/api/client-tracking/ips/?page=1',
      '/api/client-tracking/ips/?page=2',
    ]);
  });

  it('drops a next link that points away from the API', async () => {
    await fake.fail({
      status: 200,
      body: { count: 9, next: 'https://evil.example/api/news/update/news/?page=2', previous: null, results: [] },
    });
    expect(await backend.listNews(1)).toEqual({ results: [], count: 9, next: null, previous: null });
  });
});

describe('upstream adapter: writes', () => {
  it('posts the contact form and a visit as JSON', async () => {
    await backend.createMessage({
      full_name: 'Nia Roberts',
      userEmail: 'nia@example.com',
      phone_number: '+44 7700 900999',
      service_of_interest: 'Transcription Services',
      description: 'Please quote for ten hours of interviews.',
    });
    await backend.recordVisit({ ip_address: '198.51.100.7' });
    expect(await calls()).toEqual([
      {
        method: 'POST',
        path: '/api/messages/update/messages/',
        body: {
          json: {
            full_name: 'Nia Roberts',
            userEmail: 'nia@example.com',
            phone_number: '+44 7700 900999',
            service_of_interest: 'Transcription Services',
            description: 'Please quote for ten hours of interviews.',
          },
        },
      },
      { method: 'POST', path: '/api/client-tracking/ips/', body: { json: { ip_address: '198.51.100.7' } } },
    ]);
  });

  it('finds the message across pages, posts the reply payload and re-reads it', async () => {
    const message = await backend.replyToMessage(5, { reply_text: 'We will call you today.' });
    expect(message.full_name).toBe('Kwame Boateng');
    expect(message.replies).toMatchObject([{ reply_text: 'We will call you today.', admin_user: 'office@crestfield.example' }]);
    expect(await calls()).toEqual([
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
            reply_text: 'We will call you today.',
            admin_user: 'office@crestfield.example',
          },
        },
      },
      { method: 'GET', path: '/api/messages/update/messages/?page=2', body: null },
    ]);
    await expect(backend.replyToMessage(999, { reply_text: 'x' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('removes messages, and says not_found for one that is gone', async () => {
    await backend.removeMessage(1);
    await expect(backend.removeMessage(1)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await calls()).map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/messages/update/messages/1/',
      'DELETE /api/messages/update/messages/1/',
    ]);
  });

  it('creates, reads, updates and removes news as multipart, keeping the banner on an empty image', async () => {
    const created = await backend.createNews({
      date: '2026-11-01',
      title: 'Office opening',
      description: '<p>We moved.</p>',
      image: { bytes: pixel, contentType: 'image/png', filename: 'banner photo.PNG' },
    });
    expect(created.image).toMatch(/^\/media\/upstream\?src=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fmedia%2Fnews%2F/);
    const updated = await backend.updateNews(created.id, { date: '2026-11-02', title: 'Office opened', description: '<p>Done.</p>' });
    expect(updated).toMatchObject({ title: 'Office opened', date: '2026-11-02', image: created.image });
    expect(await backend.getNews(created.id)).toEqual(updated);
    await backend.removeNews(created.id);
    expect(await backend.getNews(created.id)).toBeNull();
    await expect(backend.removeNews(created.id)).rejects.toMatchObject({ kind: 'not_found' });

    const recorded = await calls();
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      path: '/api/news/update/news/',
      body: {
        form: {
          fields: { date: '2026-11-01', title: 'Office opening', description: '<p>We moved.</p>' },
          files: { image: { name: 'banner-photo.png', type: 'image/png', size: pixel.length } },
        },
      },
    });
    expect(recorded[1]).toEqual({
      method: 'PATCH',
      path: `/api/news/update/news/${created.id}/`,
      body: { form: { fields: { date: '2026-11-02', title: 'Office opened', image: '', description: '<p>Done.</p>' }, files: {} } },
    });
    expect(recorded.slice(2).map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /api/news/update/news/${created.id}/`,
      `DELETE /api/news/update/news/${created.id}/`,
      `GET /api/news/update/news/${created.id}/`,
      `DELETE /api/news/update/news/${created.id}/`,
    ]);
  });

  it('creates, updates and removes jobs with exactly the four JSON fields', async () => {
    const input = { end_date: '2030-01-31', title: 'Call Handler', description: '<p>Calls.</p>', requirements: '<p>English.</p>' };
    const job = await backend.createJob(input);
    expect(job).toMatchObject({ ...input, start_date: new Date().toISOString().slice(0, 10) });
    expect(await backend.updateJob(job.id, { ...input, title: 'Senior Call Handler' })).toMatchObject({ title: 'Senior Call Handler' });
    await backend.removeJob(job.id);
    expect(await backend.getJob(job.id)).toBeNull();
    await expect(backend.updateJob(job.id, input)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await calls()).toEqual([
      { method: 'POST', path: '/api/jobs/update/jobs/', body: { json: input } },
      { method: 'PATCH', path: `/api/jobs/update/jobs/${job.id}/`, body: { json: { ...input, title: 'Senior Call Handler' } } },
      { method: 'DELETE', path: `/api/jobs/update/jobs/${job.id}/`, body: null },
      { method: 'GET', path: `/api/jobs/update/jobs/${job.id}/`, body: null },
      { method: 'PATCH', path: `/api/jobs/update/jobs/${job.id}/`, body: { json: input } },
    ]);
  });
});

describe('upstream adapter: failures', () => {
  it("carries the API's message when it fails", async () => {
    await fake.fail({ status: 500, message: 'Database is down for maintenance' });
    await expect(backend.listJobs(1)).rejects.toMatchObject({
      kind: 'upstream',
      upstreamMessage: 'Database is down for maintenance',
    });
    await fake.fail({ status: 400, body: { title: ['This field is required.'] } });
    await expect(
      backend.createJob({ end_date: '2030-01-01', title: 'x', description: 'y', requirements: 'z' }),
    ).rejects.toMatchObject({ kind: 'invalid', upstreamMessage: 'title: This field is required.' });
  });

  it('times out a slow answer', async () => {
    await fake.fail({ delayMs: 1500 });
    const started = Date.now();
    await expect(backend.listNews(1)).rejects.toMatchObject({ kind: 'upstream', message: 'The service did not answer in time' });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('refuses answers of the wrong shape and unreachable hosts with typed errors', async () => {
    await fake.fail({ status: 200, body: [{ id: 'one' }] });
    await expect(backend.getJob(3)).rejects.toMatchObject({ kind: 'upstream', message: UNEXPECTED_FORMAT });
    const down = createUpstreamBackend({ baseUrl: 'http://127.0.0.1:9', adminUser: 'a', timeoutMs: 400 });
    await expect(down.health()).rejects.toBeInstanceOf(BackendError);
    const anonymous = createUpstreamBackend({ baseUrl: server.url, adminUser: 'a', timeoutMs: 400 });
    await expect(anonymous.listNews(1)).rejects.toMatchObject({ kind: 'upstream' });
    expect((await fake.requests()).at(-1)?.headers.authorization).toBeUndefined();
  });
});
