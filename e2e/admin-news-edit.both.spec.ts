import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, createNews, localToday, openAdmin } from './support/admin-helpers';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });

test('editing news: prefilled, banner kept, busy label, then back to the list', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  // Today: the list it returns to is newest first, so the item is on its first page.
  const date = localToday();
  const news = await createNews(page, { date });
  await page.goto(`/admin/edit-news/${news.id}/${encodeURIComponent(news.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit News');
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByLabel('Title')).toHaveValue(news.title);
  await expect(editor(page).locator('strong')).toHaveText('new office');
  await expect(page.getByRole('img', { name: 'The current banner' })).toHaveAttribute(
    'src',
    news.image!,
  );

  const title = `${news.title} (updated)`;
  await page.getByLabel('Title').fill(title);
  await page.route(`**/api/admin/news/${news.id}`, async (route) => {
    if (route.request().method() === 'PATCH')
      await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Update News' }).click();
  await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByText('News updated successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  const saved = await (await apiGet(page, `/api/admin/news/${news.id}`)).json();
  expect(saved).toMatchObject({ title, date });
  expect(saved.image).not.toBeNull();
});

test('editing news reports failures, and a form that cannot load says so', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page);
  await page.goto(`/admin/edit-news/${news.id}/${encodeURIComponent(news.title)}`);
  const update = page.getByRole('button', { name: 'Update News' });

  const answer = (fulfil: Parameters<Page['route']>[1]) =>
    page.route(`**/api/admin/news/${news.id}`, (route, request) =>
      request.method() === 'PATCH' ? fulfil(route, request) : route.fallback(),
    );
  await answer((route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"error":"Enter a title"}',
    }),
  );
  await update.click();
  await expect(page.getByText('Failed to update news: Enter a title')).toBeVisible();
  await page.unrouteAll();
  await answer((route) => route.fulfill({ status: 503, body: '' }));
  await update.click();
  await expect(page.getByText('Failed to update news: Server error')).toBeVisible();
  await page.unrouteAll();
  await answer((route) => route.abort('connectionrefused'));
  await update.click();
  await expect(page.getByText('Error updating news.')).toBeVisible();

  await page.unrouteAll();
  await page.route(`**/api/admin/news/${news.id}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"The database is unavailable"}',
    }),
  );
  await page.reload();
  await expect(page.getByText('Loading news...')).toBeVisible();
  await expect(page.getByText('Failed to fetch news details')).toBeVisible({ timeout: 10_000 });
});
