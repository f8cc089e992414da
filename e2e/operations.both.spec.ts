// One operation suite for both backends: the same requests to the app's doors give the same
// answers whether it stores data itself (embedded) or in the firm's API (upstream, the fake).
import { expect, test } from './support/fixtures';
import type { Job } from '../lib/domain/job';
import type { Message } from '../lib/domain/message';
import type { News } from '../lib/domain/news';
import type { Page } from '../lib/domain/paging';
import type { Visitor } from '../lib/domain/visitor';
import sharp from 'sharp';
import { gpsJpeg } from '../test/exif-images';
import { banners, fetchImage, showsSamePicture } from './support/files';
import { findInList } from './support/lists';
import { unique, uniqueIp } from './support/unique';

// Every test here drives the admin doors with the admin's session (adminRequest).

test('a contact message is listed, replied to once and removed', async ({
  adminRequest: request,
  baseURL,
}) => {
  const email = `ops-${unique()}@example.com`;
  const contact = await request.post('/api/contact', {
    headers: { origin: baseURL! },
    data: {
      full_name: 'Harriet Cole',
      userEmail: email,
      phone_number: '+44 7700 900222',
      service_of_interest: 'Diary Management',
      description: 'Could you manage my diary on Mondays and Thursdays?',
    },
  });
  expect(contact.status()).toBe(201);

  const message = await findInList<Message>(
    request,
    '/api/admin/messages',
    (m) => m.userEmail === email,
  );
  expect(message).toMatchObject({ full_name: 'Harriet Cole', replies: [] });

  const reply = await request.post(`/api/admin/messages/${message!.id}/replies`, {
    headers: { origin: baseURL! },
    data: { reply_text: 'Thank you, Harriet. We can start next week.' },
  });
  expect(reply.status()).toBe(201);
  const replied = ((await reply.json()) as { message: Message }).message;
  expect(replied.replies.map((r) => r.reply_text)).toEqual([
    'Thank you, Harriet. We can start next week.',
  ]);
  const listed = await findInList<Message>(
    request,
    '/api/admin/messages',
    (m) => m.id === message!.id,
  );
  expect(listed!.replies).toHaveLength(1);

  const removed = await request.delete(`/api/admin/messages/${message!.id}`, {
    headers: { origin: baseURL! },
  });
  expect(removed.status()).toBe(204);
  expect(
    await findInList<Message>(request, '/api/admin/messages', (m) => m.id === message!.id),
  ).toBeUndefined();
  const again = await request.delete(`/api/admin/messages/${message!.id}`, {
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(404);
});

test('news with a real banner upload is created, read, updated and removed', async ({
  adminRequest: request,
  baseURL,
}) => {
  const title = `Longer opening hours ${unique()}`;
  const created = await request.post('/api/admin/news', {
    headers: { origin: baseURL! },
    multipart: {
      date: '2026-10-01',
      title,
      description: '<p>Open until <strong>8pm</strong>.</p><script>alert(1)</script>',
      image: banners.png,
    },
  });
  expect(created.status()).toBe(201);
  const news = (await created.json()) as News;
  expect(news).toMatchObject({
    title,
    date: '2026-10-01',
    description: '<p>Open until <strong>8pm</strong>.</p>',
  });
  const banner = await fetchImage(request, news.image!);
  expect(banner.type).toBe('image/png');
  expect(await showsSamePicture(banner.bytes, banners.png.buffer)).toBe(true);

  expect(await (await request.get(`/api/admin/news/${news.id}`)).json()).toEqual(news);
  expect(await findInList<News>(request, '/api/admin/news', (n) => n.id === news.id)).toEqual(news);

  const kept = await request.patch(`/api/admin/news/${news.id}`, {
    headers: { origin: baseURL! },
    multipart: {
      date: '2026-10-02',
      title: `${title} (updated)`,
      description: '<p>Until 9pm.</p>',
    },
  });
  expect(kept.status()).toBe(200);
  const keptBody = (await kept.json()) as News;
  expect(keptBody).toMatchObject({
    title: `${title} (updated)`,
    date: '2026-10-02',
    description: '<p>Until 9pm.</p>',
  });
  const keptBanner = await fetchImage(request, keptBody.image!);
  expect(keptBanner.bytes.equals(banner.bytes), 'the same stored banner').toBe(true);

  const replaced = await request.patch(`/api/admin/news/${news.id}`, {
    headers: { origin: baseURL! },
    multipart: { date: '2026-10-02', title, description: '<p>Until 9pm.</p>', image: banners.jpeg },
  });
  expect(replaced.status()).toBe(200);
  const photo = await fetchImage(request, ((await replaced.json()) as News).image!);
  expect(photo.type).toBe('image/jpeg');
  expect(await showsSamePicture(photo.bytes, banners.jpeg.buffer)).toBe(true);

  // A phone photo's GPS position and camera never reach the store (or the firm's API).
  const located = await request.patch(`/api/admin/news/${news.id}`, {
    headers: { origin: baseURL! },
    multipart: {
      date: '2026-10-02',
      title,
      description: '<p>Until 9pm.</p>',
      image: { name: 'site-visit.jpg', mimeType: 'image/jpeg', buffer: await gpsJpeg() },
    },
  });
  expect(located.status()).toBe(200);
  const stripped = await fetchImage(request, ((await located.json()) as News).image!);
  const metadata = await sharp(stripped.bytes).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 10, height: 20 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();

  expect(
    (
      await request.delete(`/api/admin/news/${news.id}`, { headers: { origin: baseURL! } })
    ).status(),
  ).toBe(204);
  const gone = await request.get(`/api/admin/news/${news.id}`);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual({ error: 'No news found' });
  expect(
    (
      await request.delete(`/api/admin/news/${news.id}`, { headers: { origin: baseURL! } })
    ).status(),
  ).toBe(404);
});

test('a job is posted, read, updated and removed', async ({ adminRequest: request, baseURL }) => {
  const input = {
    end_date: '2030-06-30',
    title: `Office Manager ${unique()}`,
    description: '<p>Run our Birmingham office.</p>',
    requirements: '<ul><li>Three years in office management</li></ul>',
  };
  const created = await request.post('/api/admin/jobs', {
    headers: { origin: baseURL! },
    data: input,
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as Job;
  expect(job).toMatchObject(input);
  expect(job.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await (await request.get(`/api/admin/jobs/${job.id}`)).json()).toEqual(job);
  expect(await findInList<Job>(request, '/api/admin/jobs', (j) => j.id === job.id)).toEqual(job);

  const changed = { ...input, title: `${input.title} (senior)`, end_date: '2030-07-31' };
  const updated = await request.patch(`/api/admin/jobs/${job.id}`, {
    headers: { origin: baseURL! },
    data: changed,
  });
  expect(updated.status()).toBe(200);
  expect(await updated.json()).toEqual({ ...job, ...changed });

  expect(
    (await request.delete(`/api/admin/jobs/${job.id}`, { headers: { origin: baseURL! } })).status(),
  ).toBe(204);
  expect((await request.get(`/api/admin/jobs/${job.id}`)).status()).toBe(404);
  const late = await request.patch(`/api/admin/jobs/${job.id}`, {
    headers: { origin: baseURL! },
    data: changed,
  });
  expect(late.status()).toBe(404);
});

test('a visit is recorded and visitors page by page numbers', async ({
  adminRequest: request,
  baseURL,
}) => {
  const before = (await (await request.get('/api/admin/visitors?page=1')).json()) as Page<Visitor>;
  // A visitor of its own: one IP viewing one page counts once a minute.
  const visit = await request.post('/api/visits', {
    headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
  });
  expect(visit.status()).toBe(204);
  const first = (await (await request.get('/api/admin/visitors?page=1')).json()) as Page<Visitor>;
  expect(first.count).toBeGreaterThan(before.count);
  expect(first).toMatchObject({ next: 2, previous: null });
  expect(first.results).toHaveLength(10);
  expect(first.results[0]!.ip_address).not.toBe('');
  expect(Date.parse(first.results[0]!.created_at)).not.toBeNaN();
  const second = (await (await request.get('/api/admin/visitors?page=2')).json()) as Page<Visitor>;
  expect(second.previous).toBe(1);
});

test('bad input is refused the same way by both backends', async ({
  adminRequest: request,
  baseURL,
}) => {
  const job = await request.post('/api/admin/jobs', {
    headers: { origin: baseURL! },
    data: { end_date: '31/12/2030', title: '', description: '<p></p>', requirements: 'ok' },
  });
  expect(job.status()).toBe(400);
  expect(await job.json()).toMatchObject({
    error: 'Please correct the highlighted fields.',
    fields: {
      end_date: 'Use the date format YYYY-MM-DD',
      title: 'Enter a title',
      description: 'Enter the description',
    },
  });
  const news = await request.post('/api/admin/news', {
    headers: { origin: baseURL! },
    multipart: { date: '2026-01-01', title: 'No banner', description: '<p>x</p>' },
  });
  expect(news.status()).toBe(400);
  expect(await news.json()).toMatchObject({ fields: { image: 'Choose a banner image.' } });
  expect((await request.get('/api/admin/news/not-a-number')).status()).toBe(404);
  expect((await request.get('/api/admin/jobs/999999')).status()).toBe(404);
});
