import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  createMessage,
  failRoute,
  fillPastOnePage,
  openAdmin,
  slowDown,
} from './support/admin-helpers';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('removing a message asks first, shows progress and takes it off the list', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  await page.goto('/admin/messages');
  const item = card(page, message.full_name!);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => question).toBe('Are you sure you want to delete this message?');
  await expect(item).toBeVisible();

  await slowDown(page, '**/api/admin/messages/*', 'DELETE');
  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(item.getByRole('button', { name: 'Removing...' })).toBeDisabled();
  await expect(page.getByText('Message removed successfully!')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Messages \(\d+\)$/);
  await expect(card(page, message.full_name!)).toHaveCount(0);
});

test('a failed removal says so and keeps the message', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  await page.goto('/admin/messages');
  await failRoute(page, '**/api/admin/messages/*', 500, 'DELETE');
  page.once('dialog', (dialog) => void dialog.accept());
  const item = card(page, message.full_name!);
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Error removing the message.')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Remove' })).toBeEnabled();
});

test('loading, then the failure text when the messages cannot be read', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  await page.route('**/api/admin/messages?page=1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"The database is unavailable"}',
    });
  });
  await page.goto('/admin/messages');
  await expect(page.getByText('Loading messages...')).toBeVisible();
  await expect(page.getByText('Error: Failed to fetch messages')).toBeVisible({ timeout: 10_000 });
});

test('a message without a name or an e-mail address still reads well', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  await page.route('**/api/admin/messages?page=1', (route) =>
    route.fulfill({
      json: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 999_001,
            created_at: '2026-02-03T10:20:00Z',
            full_name: null,
            userEmail: null,
            user: null,
            phone_number: '+44 20 7946 0000',
            service_of_interest: 'Diary Management',
            description: 'Please call me back about diary support.',
            replies: [],
          },
        ],
      },
    }),
  );
  await page.goto('/admin/messages');
  const item = card(page, 'Unknown sender');
  await expect(item).toContainText('No email provided');
  await expect(item).toContainText('Please call me back about diary support.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages (1)');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Previous and Next page through the messages and are disabled at either end', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const size = await fillPastOnePage(page, '/api/admin/messages', () => createMessage(page));
  await page.goto('/admin/messages');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Messages (${size})`);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(page).toHaveURL(/\/admin\/messages\?page=2$/);
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(previous).toBeEnabled();
  // Follow Next to the last page, waiting each time for the new page to arrive.
  const pages = page.getByRole('navigation', { name: 'Messages pages' });
  for (let shown = 2; shown < 50 && (await next.isEnabled()); shown += 1) {
    await next.click();
    await expect(page).toHaveURL(new RegExp(`page=${shown + 1}$`));
    await expect(pages).toHaveAttribute('aria-busy', 'false');
  }
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(next).toBeEnabled();
});
