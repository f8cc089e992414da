// The upstream adapter's writes against the fake of the firm's API: exactly the calls of
// docs/spec.md section 7, with their JSON or multipart bodies.
import { describe, expect, it } from 'vitest';
import { withFakeApi } from '@/test/upstream-fixture';

const api = withFakeApi();
const pixel = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

describe('upstream adapter: writes', () => {
  it('posts the contact form and a visit as JSON', async () => {
    await api.backend.createMessage({
      full_name: 'Nia Roberts',
      userEmail: 'nia@example.com',
      phone_number: '+44 7700 900999',
      service_of_interest: 'Transcription Services',
      description: 'Please quote for ten hours of interviews.',
    });
    await api.backend.recordVisit({ ip_address: '198.51.100.7' });
    expect(await api.calls()).toEqual([
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
      {
        method: 'POST',
        path: '/api/client-tracking/ips/',
        body: { json: { ip_address: '198.51.100.7' } },
      },
    ]);
  });

  it('finds the message across pages, posts the reply payload and re-reads it', async () => {
    const message = await api.backend.replyToMessage(5, { reply_text: 'We will call you today.' });
    expect(message.full_name).toBe('Kwame Boateng');
    expect(message.replies).toMatchObject([
      { reply_text: 'We will call you today.', admin_user: 'office@crestfield.example' },
    ]);
    expect(await api.calls()).toEqual([
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
    await expect(api.backend.replyToMessage(999, { reply_text: 'x' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('removes messages, and says not_found for one that is gone', async () => {
    await api.backend.removeMessage(1);
    await expect(api.backend.removeMessage(1)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await api.calls()).map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/messages/update/messages/1/',
      'DELETE /api/messages/update/messages/1/',
    ]);
  });

  it('creates, reads, updates and removes news as multipart, keeping the banner on an empty image', async () => {
    const created = await api.backend.createNews({
      date: '2026-11-01',
      title: 'Office opening',
      description: '<p>We moved.</p>',
      image: { bytes: pixel, contentType: 'image/png', filename: 'banner photo.PNG' },
    });
    expect(created.image).toMatch(
      /^\/media\/upstream\?src=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fmedia%2Fnews%2F/,
    );
    const updated = await api.backend.updateNews(created.id, {
      date: '2026-11-02',
      title: 'Office opened',
      description: '<p>Done.</p>',
    });
    expect(updated).toMatchObject({
      title: 'Office opened',
      date: '2026-11-02',
      image: created.image,
    });
    expect(await api.backend.getNews(created.id)).toEqual(updated);
    await api.backend.removeNews(created.id);
    expect(await api.backend.getNews(created.id)).toBeNull();
    await expect(api.backend.removeNews(created.id)).rejects.toMatchObject({ kind: 'not_found' });

    const recorded = await api.calls();
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
      body: {
        form: {
          // No `image` part: the API (Django REST Framework) would clear the banner on `image=`.
          fields: { date: '2026-11-02', title: 'Office opened', description: '<p>Done.</p>' },
          files: {},
        },
      },
    });
    expect(recorded.slice(2).map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /api/news/update/news/${created.id}/`,
      `DELETE /api/news/update/news/${created.id}/`,
      `GET /api/news/update/news/${created.id}/`,
      `DELETE /api/news/update/news/${created.id}/`,
    ]);
  });

  it('creates, updates and removes jobs with exactly the four JSON fields', async () => {
    const input = {
      end_date: '2030-01-31',
      title: 'Call Handler',
      description: '<p>Calls.</p>',
      requirements: '<p>English.</p>',
    };
    const job = await api.backend.createJob(input);
    expect(job).toMatchObject({ ...input, start_date: new Date().toISOString().slice(0, 10) });
    expect(
      await api.backend.updateJob(job.id, { ...input, title: 'Senior Call Handler' }),
    ).toMatchObject({ title: 'Senior Call Handler' });
    await api.backend.removeJob(job.id);
    expect(await api.backend.getJob(job.id)).toBeNull();
    await expect(api.backend.updateJob(job.id, input)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await api.calls()).toEqual([
      { method: 'POST', path: '/api/jobs/update/jobs/', body: { json: input } },
      {
        method: 'PATCH',
        path: `/api/jobs/update/jobs/${job.id}/`,
        body: { json: { ...input, title: 'Senior Call Handler' } },
      },
      { method: 'DELETE', path: `/api/jobs/update/jobs/${job.id}/`, body: null },
      { method: 'GET', path: `/api/jobs/update/jobs/${job.id}/`, body: null },
      { method: 'PATCH', path: `/api/jobs/update/jobs/${job.id}/`, body: { json: input } },
    ]);
  });
});
