import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withFakeApi } from '@/test/upstream-fixture';
import { fetchUpstreamImage } from './media';
import { readCapped } from './read-capped';

const api = withFakeApi();
const seeded = () => `${api.server.url}/media/news/news-office-opening.jpg`;

describe('the news image proxy', () => {
  it("fetches an image from the API's media path, without the API's token", async () => {
    const image = await fetchUpstreamImage(api.config, seeded());
    expect(image.contentType).toBe('image/jpeg');
    const original = readFileSync('lib/own-data/db/seed-images/news-office-opening.jpg');
    expect(Buffer.from(image.bytes).equals(original)).toBe(true);
    expect((await api.fake.requests())[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses any other address before calling anything', async () => {
    for (const src of [
      'https://example.com/a.jpg',
      'http://127.0.0.2:1/a.jpg',
      `file:///etc/passwd`,
      '/media/news/news-office-opening.jpg',
      '',
      `${api.server.url}/api/messages/update/messages/`,
      `${api.server.url}/admin/`,
      `${api.server.url}/media/../api/messages/update/messages/`,
    ]) {
      await expect(fetchUpstreamImage(api.config, src), src).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
    expect(await api.fake.requests()).toEqual([]);
  });

  it('follows redirects only while they stay on the API origin', async () => {
    await api.fake.fail({
      path: '/media/news/moved.jpg',
      status: 302,
      headers: { location: '/media/news/news-gdpr-guide.jpg' },
    });
    expect(
      (await fetchUpstreamImage(api.config, `${api.server.url}/media/news/moved.jpg`)).contentType,
    ).toBe('image/jpeg');
    await api.fake.fail({
      path: '/media/news/away.jpg',
      status: 302,
      headers: { location: 'https://example.com/x.jpg' },
    });
    await expect(
      fetchUpstreamImage(api.config, `${api.server.url}/media/news/away.jpg`),
    ).rejects.toMatchObject({ kind: 'upstream' });
  });

  it('passes only images on, and says not_found for a missing one', async () => {
    await api.fake.fail({ path: '/media/news/page.jpg', status: 200, body: { html: '<script>' } });
    await expect(
      fetchUpstreamImage(api.config, `${api.server.url}/media/news/page.jpg`),
    ).rejects.toMatchObject({ kind: 'upstream' });
    await api.fake.fail({
      path: '/media/news/vector.svg',
      status: 200,
      body: {},
      headers: { 'content-type': 'image/svg+xml' },
    });
    await expect(
      fetchUpstreamImage(api.config, `${api.server.url}/media/news/vector.svg`),
    ).rejects.toMatchObject({ kind: 'upstream' });
    await expect(
      fetchUpstreamImage(api.config, `${api.server.url}/media/news/none.jpg`),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('reads no more than its limit, whatever the answer claims', async () => {
    await expect(readCapped(new Response('0123456789A'), 10)).rejects.toMatchObject({
      kind: 'upstream',
    });
    const streamed = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(6));
          controller.enqueue(new Uint8Array(6));
          controller.close();
        },
      }),
    );
    await expect(readCapped(streamed, 10)).rejects.toMatchObject({ kind: 'upstream' });
    expect((await readCapped(new Response('0123456789'), 10)).byteLength).toBe(10);
  });
});
