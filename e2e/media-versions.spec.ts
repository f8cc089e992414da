// Stored banners are served, and optimised, only at their current version: a made-up ?v= must
// not make the server encode the same image again (an outside probe did, 0.8 s of CPU each).
import { expect, test } from './support/fixtures';
import type { News } from '../lib/domain/news';
import { pngFile } from './support/files';
import { unique } from './support/unique';

test('a banner answers at its own version only, directly and through the image optimiser', async ({
  adminRequest: request,
  baseURL,
}) => {
  const posted = await request.post('/api/admin/news', {
    headers: { origin: baseURL! },
    multipart: {
      date: new Date().toISOString().slice(0, 10),
      title: `Banner versions ${unique('v')}`,
      description: '<p>A banner with a version.</p>',
      image: pngFile(),
    },
  });
  expect(posted.status()).toBe(201);
  const { id, image: banner } = (await posted.json()) as News;
  const image = banner!;
  expect(image).toMatch(new RegExp(`^/media/${id}\\?v=\\d+$`));
  const forged = `/media/${id}?v=1`;
  const optimised = (url: string) =>
    request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
      headers: { accept: 'image/webp,*/*' },
    });

  expect((await request.get(image)).status()).toBe(200);
  expect((await request.get(forged)).status()).toBe(404);
  const good = await optimised(image);
  expect(good.status()).toBe(200);
  expect(good.headers()['content-type']).toMatch(/^image\//);
  const refused = await optimised(forged);
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.headers()['content-type'] ?? '').not.toMatch(/^image\//);

  await request.delete(`/api/admin/news/${id}`, { headers: { origin: baseURL! } });
});
