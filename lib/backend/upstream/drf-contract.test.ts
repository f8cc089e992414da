// The contract test: every call of the upstream adapter against a real Django REST Framework
// (test/drf: Debian's python3-djangorestframework, DEBUG off, APPEND_SLASH on), where our fake
// of the API can only say what we believe DRF does. Never skipped: without Django it fails,
// saying what to install.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDrfServer, type DrfServer } from '@/test/drf-server';
import type { Backend } from '@/lib/backend/backend';
import { UpstreamClient, type UpstreamConfig } from './client';
import { createUpstreamBackend } from './index';
import { fetchUpstreamImage } from './media';

const pixel = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const photo = Uint8Array.from(readFileSync('lib/own-data/db/seed-images/news-gdpr-guide.jpg'));
const job = {
  end_date: '2030-01-31',
  title: 'Call Handler',
  description: '<p>Calls.</p>',
  requirements: '<p>English.</p>',
};
const today = () => new Date().toISOString().slice(0, 10);

let server: DrfServer;
let config: UpstreamConfig;
let backend: Backend;
let client: UpstreamClient;

beforeAll(async () => {
  server = await startDrfServer();
  // No token: the old product sent none (docs/spec.md section 6), and DRF's default
  // authentication would ignore a `Token` header anyway.
  config = { baseUrl: server.url, adminUser: 'office@crestfield.example', timeoutMs: 10_000 };
  backend = createUpstreamBackend(config);
  client = new UpstreamClient(config);
});
afterAll(() => server?.stop());
beforeEach(() => {
  // The adapter logs every refusal; one test causes one on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

/** The API's own address of a banner, from the product's /media/upstream?src= URL. */
const bannerSource = (image: string | null) =>
  new URL(image ?? '', 'http://site.invalid').searchParams.get('src') ?? '';

describe('the upstream adapter against Django REST Framework', () => {
  it('answers the health check', async () => {
    await expect(backend.health()).resolves.toBeUndefined();
  });

  it('creates, pages, replies to and removes messages', async () => {
    const people = ['Ada One', 'Ben Two', 'Cy Three', 'Di Four'];
    const ids: (number | null)[] = [];
    for (const [index, full_name] of people.entries()) {
      const created = await backend.createMessage({
        full_name,
        userEmail: `person${index}@example.com`,
        phone_number: '+44 7700 900000',
        service_of_interest: 'Diary Management',
        description: `Enquiry ${index}`,
      });
      ids.push(created.id);
    }
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const first = await backend.listMessages(1);
    expect(first).toMatchObject({ count: 4, next: 2, previous: null });
    expect(first.results.map((m) => m.full_name)).toEqual(['Di Four', 'Cy Three', 'Ben Two']);
    expect(await backend.listMessages(2)).toMatchObject({ next: null, previous: 1 });
    expect(await backend.listMessages(9)).toEqual({
      results: [],
      count: 0,
      next: null,
      previous: 8,
    });

    // The oldest message is on page 2: the reply walks there.
    const replied = await backend.replyToMessage(ids[0]!, { reply_text: 'We will call you.' });
    expect(replied).toMatchObject({ id: ids[0], full_name: 'Ada One' });
    expect(replied.replies).toMatchObject([
      { reply_text: 'We will call you.', admin_user: 'office@crestfield.example' },
    ]);
    expect((await backend.listMessages(2)).results[0]!.replies).toHaveLength(1);

    await backend.removeMessage(ids[0]!);
    await expect(backend.removeMessage(ids[0]!)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await backend.listMessages(1)).count).toBe(3);
  });

  it('creates, reads, updates and removes news with its banner', async () => {
    const created = await backend.createNews({
      date: '2026-11-01',
      title: 'Office opening',
      description: '<p>We moved.</p>',
      image: { bytes: pixel, contentType: 'image/png', filename: 'banner photo.PNG' },
    });
    expect(created).toMatchObject({ title: 'Office opening', date: '2026-11-01' });
    const source = bannerSource(created.image);
    expect(source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/news\/banner-photo\w*\.png$/);
    const banner = await fetchUpstreamImage(config, source);
    expect(banner.contentType).toBe('image/png');
    expect(Buffer.from(banner.bytes).equals(Buffer.from(pixel))).toBe(true);

    // Without a new banner the old one stays.
    const updated = await backend.updateNews(created.id, {
      date: '2026-11-02',
      title: 'Office opened',
      description: '<p>Done.</p>',
    });
    expect(updated).toEqual({
      ...created,
      title: 'Office opened',
      date: '2026-11-02',
      description: '<p>Done.</p>',
    });
    expect(await backend.getNews(created.id)).toEqual(updated);

    const rebannered = await backend.updateNews(created.id, {
      date: '2026-11-02',
      title: 'Office opened',
      description: '<p>Done.</p>',
      image: { bytes: photo, contentType: 'image/jpeg', filename: 'photo.jpg' },
    });
    const replaced = await fetchUpstreamImage(config, bannerSource(rebannered.image));
    expect(Buffer.from(replaced.bytes).equals(Buffer.from(photo))).toBe(true);
    expect((await backend.listNews(1)).results.map((n) => n.id)).toEqual([created.id]);

    await backend.removeNews(created.id);
    expect(await backend.getNews(created.id)).toBeNull();
    await expect(backend.removeNews(created.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await backend.listNews(1)).toMatchObject({ count: 0, results: [] });
  });

  it('creates, reads, updates and removes jobs, and carries a refusal', async () => {
    const created = await backend.createJob(job);
    expect(created).toEqual({ id: created.id, ...job, start_date: today() });
    expect(await backend.getJob(created.id)).toEqual(created);
    expect(await backend.updateJob(created.id, { ...job, title: 'Senior Call Handler' })).toEqual({
      ...created,
      title: 'Senior Call Handler',
    });
    expect(await backend.listJobs(1)).toMatchObject({ count: 1, next: null, previous: null });
    await backend.removeJob(created.id);
    expect(await backend.getJob(created.id)).toBeNull();
    await expect(backend.updateJob(created.id, job)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(backend.removeJob(created.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(backend.createJob({ ...job, end_date: 'soon' })).rejects.toMatchObject({
      kind: 'invalid',
      upstreamMessage: expect.stringMatching(/^end_date: Date has wrong format/),
    });
  });

  it('records visits and pages them ten at a time', async () => {
    for (let n = 1; n <= 12; n += 1) await backend.recordVisit({ ip_address: `203.0.113.${n}` });
    const first = await backend.listVisitors(1);
    expect(first).toMatchObject({ count: 12, next: 2, previous: null });
    expect(first.results).toHaveLength(10);
    const second = await backend.listVisitors(2);
    expect(second).toMatchObject({ count: 12, next: null, previous: 1 });
    expect(second.results.map((v) => v.ip_address)).toEqual(['203.0.113.2', '203.0.113.1']);
    expect(second.results[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  // Django's APPEND_SLASH answers a path without its trailing slash with a 301 to the slashed
  // path, for every method when DEBUG is off: the client follows it with the method and body.
  it("follows APPEND_SLASH's redirect for every method, keeping the body", async () => {
    const posted = await client.send('POST', client.url('/api/jobs/update/jobs'), { json: job });
    expect(posted).toMatchObject({ status: 201, data: { ...job, start_date: today() } });
    const { id } = posted.data as { id: number };
    const read = await client.send('GET', client.url(`/api/jobs/update/jobs/${id}`));
    expect(read).toMatchObject({ status: 200, data: { id, title: job.title } });
    const form = new FormData();
    form.append('title', 'Patched through a redirect');
    const news = await backend.createNews({
      date: '2026-11-03',
      title: 'Before',
      description: '',
      image: { bytes: pixel, contentType: 'image/png', filename: 'b.png' },
    });
    const patched = await client.send('PATCH', client.url(`/api/news/update/news/${news.id}`), {
      form,
    });
    expect(patched).toMatchObject({ status: 200, data: { title: 'Patched through a redirect' } });
    const removed = await client.send('DELETE', client.url(`/api/news/update/news/${news.id}`));
    expect(removed.status).toBe(204);
    expect(await backend.getNews(news.id)).toBeNull();
  });
});
