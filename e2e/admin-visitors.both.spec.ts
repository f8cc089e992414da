import { expect, test } from './support/fixtures';
import { failRoute, openAdmin, recordVisit } from './support/admin-helpers';

test('site visitors: S/N, long US dates and IP addresses, ten to a page, numbered across pages', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const ips: string[] = [];
  for (let n = 0; n < 12; n += 1) ips.push(await recordVisit(page));

  await page.route('**/api/admin/visitors?page=1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
  await page.goto('/admin/visitors');
  await expect(page.getByText('Loading...')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['S/N', 'Date', 'IP Address']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  );
  await expect(rows.first().locator('td')).toHaveText(['1', today, ips.at(-1)!]);
  await expect(rows.nth(9).locator('td').first()).toHaveText('10');
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/visitors\?page=2$/);
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(rows.first().locator('td').first()).toHaveText('11');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(rows.first().locator('td').first()).toHaveText('1');
});

test('a visitor list that cannot be read says so', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  await failRoute(page, '**/api/admin/visitors?page=1', 500);
  await page.goto('/admin/visitors');
  await expect(page.getByText('Error: Failed to fetch visitors')).toBeVisible({ timeout: 10_000 });
});
