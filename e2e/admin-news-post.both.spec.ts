import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAdmin, todayInBrowser as today } from './support/admin-helpers';
import { pngFile } from './support/files';
import { unique } from './support/unique';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });

async function fillNews(page: Page, title: string) {
  // Today: the list is newest first, so the posted item is on its first page.
  await page.getByLabel('Date').fill(await today(page));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await editor(page).click();
  await page.keyboard.type('Our Leeds office opens on Monday.');
}

test('posting news: required fields, preview, busy label, success and a cleared form', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload News / Blog');
  await expect(page.getByLabel('Date')).toHaveValue(await today(page));
  await expect(editor(page)).toHaveAttribute('aria-placeholder', 'Type here...');

  // Without a banner the browser stops the form; nothing is sent.
  let posted = 0;
  page.on(
    'request',
    (request) =>
      request.method() === 'POST' && request.url().endsWith('/api/admin/news') && posted++,
  );
  const title = `Leeds office ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Post News' }).click();
  expect(
    await page
      .getByLabel('Banner image')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  expect(posted).toBe(0);

  await fillNews(page, title);
  await expect(page.getByRole('img', { name: 'Preview of the chosen banner' })).toBeVisible();
  // Holds the answer back a little so the busy label can be seen (continuing a multipart
  // request with a file does not work in Playwright; fetching it on the page's behalf does).
  await page.route('**/api/admin/news', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  await expect(page.getByText('News posted successfully!')).toBeVisible();

  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Date')).toHaveValue(await today(page));
  await expect(page.getByRole('img', { name: 'Preview of the chosen banner' })).toHaveCount(0);
  await expect(editor(page)).toHaveText('');

  await page.getByRole('link', { name: 'News / Blogs' }).click();
  const item = page.getByRole('article', { name: title });
  await expect(item).toContainText('Our Leeds office opens on Monday.');
  await expect(item.locator('img')).toHaveAttribute('src', /\S/);
});

test('posting news reports the server message, a bare failure and a network failure', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-news');
  await fillNews(page, `Failing post ${unique()}`);
  const post = page.getByRole('button', { name: 'Post News' });

  await page.route('**/api/admin/news', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"error":"Title is too long"}',
    }),
  );
  await post.click();
  await expect(page.getByText('Failed to post news: Title is too long')).toBeVisible();

  await page.unrouteAll();
  await page.route('**/api/admin/news', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await post.click();
  await expect(page.getByText('Failed to post news: Server error')).toBeVisible();

  await page.unrouteAll();
  await page.route('**/api/admin/news', (route) => route.abort('connectionrefused'));
  await post.click();
  await expect(page.getByText('Error posting news.')).toBeVisible();
  await expect(page.getByLabel('Title')).not.toHaveValue('');
});

test('a banner that is not an image is refused by the server, next to the field', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-news');
  await fillNews(page, `Bad banner ${unique()}`);
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(
    page.getByText('Failed to post news: Please correct the highlighted fields.'),
  ).toBeVisible();
  await expect(page.getByText('The banner must be a JPEG, PNG, WebP or GIF image.')).toBeVisible();
  await expect(page.getByLabel('Banner image')).toHaveAttribute('aria-invalid', 'true');
});
