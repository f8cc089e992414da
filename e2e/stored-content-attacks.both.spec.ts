// Stored content as an attacker with a back-office account writes it (issue 53): a picture's
// description replaced everywhere lands in its alt and nowhere else (a policy's preview, a
// public article, a news draft's screen), a preview runs no script without its nonce, and a
// value from Settings never becomes a link.
import type { Page } from '@playwright/test';
import type { MediaUpload } from '../lib/own-data/media/media-file';
import { createNews, openAdmin } from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { pngFile } from './support/files';
import { unique } from './support/unique';

// Breaks out of the alt attribute if it is written outside its quotes: `x onload=… y`.
const ATTACK = 'x onload=window.__planted=1 y';
const planted = (src: string, words: string) =>
  `<p>${words}</p><p><img title=" alt=x" src="${src}" alt="A chart of our year"></p>`;

/** Whether anything planted ran, and what the picture's alt and attributes are, on `page`. */
async function plantedPicture(page: Page, src: string) {
  const picture = page.locator(`img[src="${src}"]`);
  await expect(picture).toHaveCount(1);
  return {
    ran: await page.evaluate(() => 'planted' in window || '__planted' in window),
    alt: await picture.getAttribute('alt'),
    title: await picture.getAttribute('title'),
    onload: await picture.getAttribute('onload'),
  };
}
const safe = { ran: false, alt: ATTACK, title: ' alt=x', onload: null };

test('a description replaced everywhere over planted text becomes the alt, nothing else', async ({
  adminPage: page,
  baseURL,
}) => {
  test.slow();
  await openAdmin(page, '/admin');
  const origin = { origin: baseURL! };
  const uploaded = await page.request.post('/api/admin/media', {
    headers: origin,
    multipart: { image: pngFile('chart.png') },
  });
  expect(uploaded.status()).toBe(201);
  const { src } = (await uploaded.json()) as MediaUpload;
  const id = src.split('/').at(-1)!.split('.')[0]!;

  // The Terms' draft, a published article and a news draft each hold the planted picture.
  const door = '/api/admin/pages/terms';
  const terms = (await (await page.request.get(door)).json()) as {
    revision: number;
    content: { body: string };
  };
  const words = unique('Our year in figures');
  const saved = await page.request.put(door, {
    headers: origin,
    data: { revision: terms.revision, content: { ...terms.content, body: planted(src, words) } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const news = await createNews(page, { description: planted(src, 'Our year.') });
  const draftAnswer = await page.request.post('/api/admin/news/drafts', {
    headers: origin,
    multipart: {
      date: '2026-12-01',
      title: unique('Our year ahead'),
      description: planted(src, 'Next year.'),
      intent: 'draft',
    },
  });
  expect(draftAnswer.status(), await draftAnswer.text()).toBe(201);
  const { draft } = (await draftAnswer.json()) as { draft: { id: number } };

  const replaced = await page.request.patch(`/api/admin/media/${id}`, {
    headers: origin,
    data: { description: ATTACK, everywhere: true },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
  expect((await replaced.json()).changed).toBe(3);

  // The Owner previews the Terms' draft: the alt is the words, the preview's policy a nonce.
  const preview = await page.context().newPage();
  const refused: string[] = [];
  preview.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const answer = await preview.goto(`/api/admin/pages/terms/preview`);
  await expect(preview).toHaveURL(/\/terms$/);
  await expect(preview.getByRole('main')).toContainText(words);
  const policy = answer!.headers()['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(await plantedPicture(preview, src)).toEqual(safe);
  // Next's own scripts and the cookie question carry the nonce or the hash: none was refused,
  // and the page came to life (the cookie banner's choice is a script's work).
  await preview.getByRole('button', { name: 'Reject All' }).click();
  await expect(preview.getByRole('button', { name: 'Reject All' })).toBeHidden();
  expect(refused).toEqual([]);
  await preview.close();

  await page.goto(`/read-a-news/${news.id}/article`);
  expect(await plantedPicture(page, src)).toEqual(safe);

  await page.goto(`/admin/news/drafts/${draft.id}`);
  expect(await plantedPicture(page, src)).toEqual(safe);

  // The Terms as they were, with no draft of ours left behind.
  const restore = (await (await page.request.get(door)).json()) as { revision: number };
  const put = await page.request.put(door, {
    headers: origin,
    data: { revision: restore.revision, content: terms.content },
  });
  expect(put.status()).toBe(200);
  expect(
    (await page.request.delete(`/api/admin/news/${news.id}`, { headers: origin })).status(),
  ).toBe(204);
  expect(
    (await page.request.delete(`/api/admin/news/drafts/${draft.id}`, { headers: origin })).status(),
  ).toBe(204);
});

test('an address that reads as a link is refused, and nothing changes', async ({
  adminPage: page,
  baseURL,
}) => {
  const before = await (await page.request.get('/api/admin/settings')).json();
  const answer = await page.request.put('/api/admin/settings', {
    headers: { origin: baseURL! },
    data: {
      ...before.details,
      streetAddress: 'javascript:alert(document.domain)//',
      version: before.version,
    },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).fields).toEqual({
    streetAddress:
      'The street address cannot start like a web address (such as https: or javascript:)',
  });
  expect(await (await page.request.get('/api/admin/settings')).json()).toEqual(before);
});
