import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { AdminStats } from '@/lib/dashboard/admin-stats';
import { apiGet, createMessage, openAdmin, replyThroughApi } from './support/admin-helpers';
import { about, card, readState, screenOf, unreadBadge } from './support/inbox-helpers';
import { retryReset } from './support/retry-reset';
import { unique } from './support/unique';

// The inbox's read state and unread counts. Other tests write messages at the same time, so
// these assert on their own messages and on what the server answered, never on a fixed count.
const messagesLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Messages', exact: true });

/** Every figures answer the page receives, as the server gave it. */
async function watchStats(page: Page): Promise<AdminStats[]> {
  const answers: AdminStats[] = [];
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as AdminStats;
    answers.push(json);
    await route.fulfill({ response, json });
  });
  return answers;
}

const figureText = ({ messages }: AdminStats) =>
  `${messages!.unread}${messages!.complete ? '' : '+'}`;
const badgeText = (stats: AdminStats) => (stats.messages!.unread === 0 ? '' : figureText(stats));

/** The sidebar's badge shows the unread count of the latest answer. */
async function expectBadgeFollows(page: Page, answers: AdminStats[]) {
  const badge = messagesLink(page).locator('[aria-hidden="true"]');
  await expect
    .poll(async () => {
      const latest = answers.at(-1);
      const shown = (await badge.count()) > 0 ? await badge.textContent() : '';
      return latest !== undefined && shown === badgeText(latest);
    })
    .toBe(true);
}

test('a new message is unread until expanded, and the unread count follows', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const word = unique('unread');
  const message = await createMessage(page, about(word));
  expect(await readState(page, message)).toBe(false);
  const answers = await watchStats(page);
  await page.goto(screenOf(word));
  await expect(unreadBadge(page, message)).toBeVisible();
  // The link keeps its name; the count is its description.
  await expect(messagesLink(page)).toHaveAccessibleDescription(/^\(\d+\+? unread\)$/);
  await expectBadgeFollows(page, answers);

  const before = answers.length;
  const patched = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().endsWith(`/api/admin/messages/${message.id}`),
  );
  await card(page, message).getByRole('button', { name: 'View message' }).click();
  expect((await patched).status()).toBe(200);
  await expect(card(page, message).getByRole('button', { name: 'Close message' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(unreadBadge(page, message)).toHaveCount(0);
  // The counts are read again once the message is opened.
  await expect.poll(() => answers.length).toBeGreaterThan(before);
  await expectBadgeFollows(page, answers);
  expect(await readState(page, message)).toBe(true);

  await page.reload();
  await expect(card(page, message)).toBeVisible();
  await expect(unreadBadge(page, message)).toHaveCount(0);
  await card(page, message).getByRole('button', { name: 'Mark as unread', exact: true }).click();
  await expect(unreadBadge(page, message)).toBeVisible();
  await expect.poll(() => readState(page, message)).toBe(false);
  await page.reload();
  await expect(unreadBadge(page, message)).toBeVisible();
  await card(page, message).getByRole('button', { name: 'Mark as read', exact: true }).click();
  await expect(unreadBadge(page, message)).toHaveCount(0);
  await expect.poll(() => readState(page, message)).toBe(true);

  await page.goto('/admin');
  const figure = page
    .locator('dl > div')
    .filter({ has: page.getByText('Unread messages', { exact: true }) });
  await expect
    .poll(async () => {
      const latest = answers.at(-1);
      const shown = await figure.locator('dd').first().textContent();
      return latest !== undefined && shown === figureText(latest);
    })
    .toBe(true);
});

test('replying marks a message read, in the screen and through the door', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const word = unique('replied');
  const answered = await createMessage(page, about(word));
  const opened = await createMessage(page, about(word));
  await page.goto(screenOf(word));
  await expect(unreadBadge(page, opened)).toBeVisible();
  await card(page, opened).getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(unreadBadge(page, opened)).toHaveCount(0);
  await expect.poll(() => readState(page, opened)).toBe(true);

  await replyThroughApi(page, answered.id, 'Thank you, we will call you tomorrow.');
  expect(await readState(page, answered)).toBe(true);
});

test('the doors refuse a bad read state or filter, and a visitor without a session', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  const bad = await retryReset(() =>
    page.request.patch(`/api/admin/messages/${message.id}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { read: 'yes' },
    }),
  );
  expect(bad.status()).toBe(400);
  expect((await bad.json()).fields).toHaveProperty('read');
  const badFilter = await apiGet(page, '/api/admin/messages?status=starred');
  expect(badFilter.status()).toBe(400);
  expect((await badFilter.json()).fields).toHaveProperty('status');

  // The test's own request context has no session cookie.
  const refused = await request.patch(`/api/admin/messages/${message.id}`, {
    headers: { origin: baseURL! },
    data: { read: true },
  });
  expect(refused.status()).toBe(401);
  expect(await readState(page, message)).toBe(false);
});
