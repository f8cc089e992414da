import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { AdminStats as Stats } from '@/lib/dashboard/admin-stats';
import { company } from '../lib/content/company';
import { createMessage, openAdmin, recordVisit } from './support/admin-helpers';
import { expectReadable } from './support/contrast';

/**
 * The figures the page receives: the first real answer, then the same answer to every later
 * read (a refetch on focus), so what the screen shows cannot drift while other tests write.
 */
async function freezeStats(page: Page): Promise<{ given: Promise<Stats> }> {
  let first: Promise<Stats> | undefined;
  let settle: (stats: Stats) => void = () => {};
  const given = new Promise<Stats>((resolve) => (settle = resolve));
  await page.route('**/api/admin/stats', async (route) => {
    first ??= route.fetch().then((response) => response.json() as Promise<Stats>);
    const stats = await first;
    settle(stats);
    await route.fulfill({ json: stats });
  });
  // Wrapped: an async function returning the bare promise would wait for it.
  return { given };
}

test('the dashboard welcomes the admin and shows the figures it was given', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  await recordVisit(page);
  const stats = await freezeStats(page);
  await page.reload();
  const figures = await stats.given;

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back Admin!');
  await expect(
    page.getByRole('main').getByText('Crestfield Business Services', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit website' })).toHaveAttribute('href', '/');
  expect(figures.messages!.unreplied).toBeGreaterThanOrEqual(1);
  expect(figures.visits!.last7).toBeGreaterThanOrEqual(1);
  expect(Date.parse(figures.latestUnreplied!.created_at)).toBeGreaterThanOrEqual(
    Date.parse(message.created_at),
  );

  const figure = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Unreplied messages').locator('dd').first()).toHaveText(
    String(figures.messages!.unreplied),
  );
  await expect(figure('Visits, last 7 days').locator('dd').first()).toHaveText(
    String(figures.visits!.last7),
  );
  for (const label of ['Open jobs', 'News items', 'Visits, last 30 days']) {
    await expect(figure(label).locator('dd').first()).toHaveText(/^\d+\+?$/);
  }

  const bars = page.getByRole('figure').getByRole('listitem');
  await expect(bars).toHaveCount(30);
  const today = figures.visits!.days.at(-1)!;
  await expect(bars.last()).toContainText(`: ${today.count} visit`);

  // The alert card names the newest unreplied message and its date.
  const card = page.getByRole('complementary', { name: 'New messages' });
  await expect(card).toContainText('You have a new message from a user');
  if (figures.latestUnreplied!.name)
    await expect(card).toContainText(figures.latestUnreplied!.name);
  const when = new Date(figures.latestUnreplied!.created_at).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  await expect(card.locator('time')).toHaveText(when);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});

test('the welcome banner is readable on every colour of its gradient', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const banner = page.getByRole('region', { name: 'Welcome back Admin!' });
  await expectReadable(banner.getByRole('heading', { level: 1, name: 'Welcome back Admin!' }));
  await expectReadable(banner.getByText(company.organisation, { exact: true }));
});

test('the alert card says so when every message has been answered', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), latestUnreplied: null } });
  });
  await page.reload();
  const card = page.getByRole('complementary', { name: 'New messages' });
  await expect(card).toContainText('No new messages');
  await expect(card).not.toContainText('You have a new message from a user');
});

test('the Backups box warns when no backup is two days old, and offers one to download', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    const backup = { lastAt: threeDaysAgo, scheduled: false, overdue: true };
    await route.fulfill({ response, json: { ...(await response.json()), backup } });
  });
  await page.reload();
  const box = page.getByRole('region', { name: 'Backups' });
  await expect(box.getByRole('status')).toHaveText(
    'No backup in the last 48 hours. Set BACKUP_DIR on the server for a daily backup, or download one now.',
  );

  await page.unrouteAll();
  const downloading = page.waitForEvent('download');
  await box.getByRole('link', { name: 'Download a backup now' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^backup-20\d\d-\d\d-\d\dT[\d-]+Z\.jsonl\.gz$/);
  const text = gunzipSync(readFileSync((await download.path())!)).toString('utf8');
  expect(JSON.parse(text.slice(0, text.indexOf('\n')))).toMatchObject({
    format: 'crestfield-backup',
    tables: expect.arrayContaining([expect.objectContaining({ name: 'messages' })]),
  });
  await page.reload();
  await expect(box).toContainText('Last backup:');
  await expect(box.getByRole('status')).toHaveCount(0);
});

test('figures that cannot be read say so, on the dashboard and in the alert card', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  await page.route('**/api/admin/stats', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"error":"Upstream down"}',
    }),
  );
  await page.reload();
  await expect(page.getByText('Error: Failed to fetch the figures')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('New messages could not be checked.')).toBeVisible();
});

test('the sidebar leads to every screen and shows where the admin is', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  await expect(page.getByRole('banner')).toContainText('Administrator');
  await expect(page.getByRole('banner')).toContainText('Crestfield Business Services');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const screens: [string, string, RegExp][] = [
    ['Messages', '/admin/messages', /^Messages/],
    ['Applications', '/admin/applications', /^Applications \(\d+\)$/],
    ['Posted Jobs', '/admin/jobs', /^Posted Jobs/],
    ['News / Blogs', '/admin/news', /^News \/ Blogs/],
    ['Post News', '/admin/post-news', /^Upload News \/ Blog$/],
    ['Post a Job', '/admin/post-job', /^Post a Job$/],
    ['Site visitors', '/admin/visitors', /^Site visitors$/],
    ['Dashboard', '/admin', /^Welcome back Admin!$/],
  ];
  for (const [name, path, heading] of screens) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main')).toBeVisible();
  }
});

test('the sidebar groups its screens under named lists', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin/pages');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const group = (name: string) => nav.getByRole('list', { name, exact: true });
  await expect(group('Inbox').getByRole('link')).toHaveText([
    /^Messages/,
    'Applications',
    'Privacy requests',
  ]);
  const content = group('Site content');
  await expect(content.getByRole('link')).toHaveText([
    'Pages',
    'News / Blogs',
    'Post News',
    'Posted Jobs',
    'Post a Job',
    'Media library',
    'Menus',
    'Redirects',
  ]);
  await expect(content.getByRole('link', { name: 'Pages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(group('People').getByRole('link')).toHaveText(['Site visitors', 'Team', 'Activity']);
  await expect(group('Account and settings').getByRole('link')).toHaveText([
    'Settings',
    'My account',
  ]);
});

test('on a phone the sidebar is a drawer opened by the Menu button', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, '/admin');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  // Keyboard only: open the drawer, go to a screen; the drawer closes on the way.
  await menu.focus();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Site visitors' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/visitors$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
