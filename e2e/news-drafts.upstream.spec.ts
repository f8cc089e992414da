// In upstream mode the firm's API knows only published news: a post is sent when it is due, and
// an outage of the API delays it (retried with a backoff) but never loses it (issue 45).
import type { News } from '../lib/domain/news';
import { expect, test } from './support/fixtures';
import { openAdmin, todayInBrowser } from './support/admin-helpers';
import { pngFile } from './support/files';
import { listPage } from './support/lists';
import { unique } from './support/unique';
import { fake } from './support/upstream';

test.beforeEach(async () => {
  await fake.reset();
});

test('a draft never reaches the API; a due post the API refuses is retried until it is posted, once', async ({
  adminPage: page,
  adminRequest,
}) => {
  test.setTimeout(90_000);
  const title = `Posted despite an outage ${unique()}`;
  await openAdmin(page, '/admin/post-news');
  // Today: the list is newest first, so the posted item is on its first page.
  await page.getByLabel('Date').fill(await todayInBrowser(page));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Our Leeds office is open.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. It is not public until you post it.')).toBeVisible();
  // Screens read the API as they open; nothing was written to it.
  expect((await fake.requests()).filter((call) => call.method !== 'GET')).toEqual([]);

  // "Post News" for a time already past: sent at once, refused by the API, kept and retried.
  await fake.fail({ method: 'POST', path: '/api/news/update/news/', status: 503 });
  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Publish at').fill('2026-11-20T09:00');
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(
    page.getByText(
      'The news could not be posted yet; it will be posted as soon as the firm’s API answers.',
    ),
  ).toBeVisible();
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText('Not posted yet, retrying');

  const published = async () =>
    (await listPage<News>(adminRequest, '/api/admin/news')).results.filter(
      (news) => news.title === title,
    ).length;
  await expect.poll(published, { timeout: 45_000 }).toBe(1);
  const posts = (await fake.requests()).filter(
    (call) =>
      call.method === 'POST' &&
      call.path === '/api/news/update/news/' &&
      JSON.stringify(call.body).includes(title),
  );
  // The refused attempt and the one that went through: nothing after it.
  expect(posts).toHaveLength(2);
  await page.reload();
  await expect(page.getByRole('article', { name: title })).not.toContainText('Scheduled');
});
