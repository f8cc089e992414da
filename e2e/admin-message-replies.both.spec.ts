import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  createMessage,
  failRoute,
  openAdmin,
  replyThroughApi,
  slowDown,
} from './support/admin-helpers';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const flash = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();

test('a message card shows every field, and a reply marks it replied', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Messages \((\d+)\)$/);

  const item = card(page, message.full_name!);
  const when = new Date(message.created_at).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  await expect(item.locator('time').first()).toHaveText(when);
  await expect(item.getByRole('link', { name: message.userEmail! })).toHaveAttribute(
    'href',
    `mailto:${message.userEmail}`,
  );
  await expect(item).toContainText('+44 7700 900123');
  await expect(item).toContainText('Recruitment Services');
  await expect(item).toContainText(message.description!);

  const toggle = item.getByRole('button', { name: 'Reply' });
  await toggle.click();
  const box = item.getByPlaceholder('Drop a message');
  await expect(box).toBeFocused();
  await expect(item.getByRole('button', { name: 'Cancel reply' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await item.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(box).toBeHidden();

  await item.getByRole('button', { name: 'Reply' }).click();
  await box.fill('Thank you, we can help. We will call you tomorrow.');
  await slowDown(page, '**/api/admin/messages/*/replies', 'POST');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByRole('button', { name: 'Sending...' })).toBeDisabled();

  const sent = page.getByText('Reply sent successfully!');
  await expect(sent).toBeVisible();
  const shownAt = Date.now();
  // docs/spec.md section 8: success clears the text area, which stays open, ready for more.
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(item.getByText(/^Replied /)).toBeVisible();
  await expect(sent).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await expect(box).toBeVisible();

  // Closed, the box gives way to the replied state.
  await item.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(box).toBeHidden();
  await expect(item.getByRole('button', { name: 'Already Replied' })).toBeDisabled();
});

test('a failed reply keeps the text and is only logged', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  await page.goto('/admin/messages');
  const logged: string[] = [];
  page.on('console', (entry) => entry.type() === 'error' && logged.push(entry.text()));
  await failRoute(page, '**/api/admin/messages/*/replies', 502, 'POST');

  const item = card(page, message.full_name!);
  await item.getByRole('button', { name: 'Reply' }).click();
  await item.getByPlaceholder('Drop a message').fill('This reply will not arrive.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect.poll(() => logged.some((text) => text.includes('Failed to send reply'))).toBe(true);
  await expect(item.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  await expect(item.getByPlaceholder('Drop a message')).toHaveValue('This reply will not arrive.');
  await expect(item.getByRole('button', { name: 'Cancel reply' })).toBeVisible();
  await expect(flash(page)).toHaveCount(0);
});

test('a reply box opened before the message was answered elsewhere asks before replying again', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const first = await createMessage(page);
  const second = await createMessage(page);
  await page.goto('/admin/messages');
  const item = card(page, first.full_name!);
  await item.getByRole('button', { name: 'Reply' }).click();

  // Answered in another tab; removing another message makes this list load again.
  await replyThroughApi(page, first.id, 'Answered from another tab.');
  page.once('dialog', (dialog) => void dialog.accept());
  await card(page, second.full_name!).getByRole('button', { name: 'Remove' }).click();
  await expect(card(page, second.full_name!)).toHaveCount(0);
  await expect(item.getByText(/^Replied /)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Cancel reply' })).toBeEnabled();

  await item.getByPlaceholder('Drop a message').fill('A second answer.');
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect
    .poll(() => question)
    .toBe('This message has already been replied to. Are you sure you want to send another reply?');
  await expect(item.getByPlaceholder('Drop a message')).toHaveValue('A second answer.');

  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent successfully!')).toBeVisible();
  await expect(item.getByPlaceholder('Drop a message')).toHaveValue('');
  await item.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(item.getByRole('button', { name: 'Already Replied' })).toBeDisabled();
});
