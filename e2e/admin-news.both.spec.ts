import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, createNews, failRoute, fillPastOnePage, openAdmin } from './support/admin-helpers';
import { unique } from './support/unique';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('the news list shows each item with its banner, title, rich description and actions', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page, { title: `Q&A: 50% more "desks" #${unique()}?` });
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^News \/ Blogs \(\d+\)$/);

  const item = card(page, news.title);
  await expect(item.locator('img')).toHaveAttribute('src', news.image!);
  await expect(item.locator('strong')).toHaveText('new office');
  await expect(item.getByRole('link', { name: 'Read News' })).toHaveAttribute(
    'href',
    `/admin/read-news/${news.id}/${encodeURIComponent(news.title)}`,
  );
  await expect(item.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/admin/edit-news/${news.id}/${encodeURIComponent(news.title)}`,
  );
  await item.getByRole('link', { name: 'Read News' }).click();
  await expect(page.getByRole('heading', { level: 2, name: news.title })).toBeVisible();
});

test('descriptions are shown sanitised', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page, {
    description:
      '<p>Safe text</p><img src="x" alt="A broken picture" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:window.hacked=3">link</a>',
  });
  await page.goto('/admin/news');
  const item = card(page, news.title);
  await expect(item).toContainText('Safe text');
  await expect(item.locator('script')).toHaveCount(0);
  await expect(item.locator('[onerror]')).toHaveCount(0);
  await expect(item.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
});

test('removing from the list asks first and takes the item away', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page);
  await page.goto('/admin/news');
  const item = card(page, news.title);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => question).toBe('Are you sure you want to delete this news item?');
  await expect(item).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(item).toHaveCount(0);
  expect((await apiGet(page, `/api/admin/news/${news.id}`)).status()).toBe(404);
});

test('a failed removal from the list is reported in an alert', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page);
  await page.goto('/admin/news');
  await failRoute(page, `**/api/admin/news/${news.id}`, 500, 'DELETE');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await card(page, news.title).getByRole('button', { name: 'Remove' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual(['Are you sure you want to delete this news item?', 'Failed to delete the news item']);
  await expect(card(page, news.title)).toBeVisible();
});

test('loading, then the failure text when the news cannot be read', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  await page.route('**/api/admin/news?page=1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"error":"Upstream down"}',
    });
  });
  await page.goto('/admin/news');
  await expect(page.getByText('Loading news...')).toBeVisible();
  await expect(page.getByText('Error: Failed to fetch news')).toBeVisible({ timeout: 10_000 });
});

test('Previous and Next page through the news', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const size = await fillPastOnePage(page, '/api/admin/news', () => createNews(page));
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`News / Blogs (${size})`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/news\?page=2$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
});

test('the news detail shows the item, and Remove goes back to the list', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page, { date: '2026-03-14' });
  await page.goto(`/admin/read-news/${news.id}/${encodeURIComponent(news.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News / Blogs');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(news.title);
  const local = await page.evaluate(() => new Date(2026, 2, 14).toLocaleDateString());
  await expect(page.getByText(`${local} · Crestfield Business Services`)).toBeVisible();
  await expect(page.locator('article img')).toHaveAttribute('src', news.image!);
  await expect(page.locator('article strong')).toHaveText('new office');
  await expect(page.getByRole('link', { name: 'Edit News' })).toHaveAttribute(
    'href',
    `/admin/edit-news/${news.id}/${encodeURIComponent(news.title)}`,
  );

  await failRoute(page, `**/api/admin/news/${news.id}`, 500, 'DELETE');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Failed to delete news')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/read-news\//);

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(card(page, news.title)).toHaveCount(0);
});

test('the news detail says when it is loading, failing or missing', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page);
  await page.route(`**/api/admin/news/${news.id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"The database is unavailable"}',
    });
  });
  await page.goto(`/admin/read-news/${news.id}/x`);
  await expect(page.getByText('Loading news...')).toBeVisible();
  await expect(page.getByText('Error fetching news: Failed to fetch news details')).toBeVisible({
    timeout: 10_000,
  });

  await page.goto('/admin/read-news/2147483000/Gone');
  await expect(page.getByText('No news found')).toBeVisible();
  await page.goto('/admin/read-news/not-a-number/Gone');
  await expect(page.getByText('No news found')).toBeVisible();
});
