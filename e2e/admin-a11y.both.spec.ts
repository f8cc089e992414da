import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createJob, createMessage, createNews, openAdmin } from './support/admin-helpers';
import { logInThroughForm } from './support/session';

/** Every admin screen, in a state that shows its parts, checked by axe-core. */
async function expectNoViolations(page: Page, what: string) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 10_000 });
  expect(await axeViolations(page), what).toEqual([]);
}

const devices = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Opens each screen, waits for its heading (and its editor's toolbar), and runs axe on it. */
async function expectScreensClean(page: Page, screens: readonly (readonly [string, string])[]) {
  for (const [what, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (what.startsWith('post') || what.startsWith('edit')) {
      await expect(page.getByRole('toolbar').first()).toBeVisible();
    }
    await expectNoViolations(page, what);
  }
}

// Two tests per width, so that each stays well inside its time on a busy machine.
for (const [device, viewport] of devices) {
  test(`axe finds no violation on the login, dashboard, inbox, news and jobs screens (${device})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/admin/admin-login');
    await expectNoViolations(page, 'login');

    await logInThroughForm(page, '/admin');
    const message = await createMessage(page);
    const news = await createNews(page);
    const job = await createJob(page);
    const title = (item: { id: number; title: string }) =>
      `${item.id}/${encodeURIComponent(item.title)}`;

    await page.reload();
    await expectNoViolations(page, 'dashboard');
    if (device === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoViolations(page, 'dashboard with the menu open');
    }

    await page.goto('/admin/messages');
    await page
      .getByRole('article', { name: message.full_name! })
      .getByRole('button', { name: 'Reply' })
      .click();
    await expectNoViolations(page, 'messages');

    await page.goto('/admin/jobs');
    await page
      .getByRole('article', { name: job.title })
      .getByRole('button', { name: 'View Job Description' })
      .click();
    await expectNoViolations(page, 'posted jobs');

    await expectScreensClean(page, [
      ['news', '/admin/news'],
      ['news detail', `/admin/read-news/${title(news)}`],
      ['post news', '/admin/post-news'],
      ['edit news', `/admin/edit-news/${title(news)}`],
      ['post job', '/admin/post-job'],
      ['edit job', `/admin/edit-job/${title(job)}`],
    ]);
  });

  test(`axe finds no violation on the site, people and settings screens (${device})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logInThroughForm(page, '/admin');
    await expectScreensClean(page, [
      ['visitors', '/admin/visitors'],
      ['pages', '/admin/pages'],
      ['page editor', '/admin/pages/service%3Adiary-management'],
      ['home page editor', '/admin/pages/home'],
      ['edit policy', '/admin/pages/privacy'],
      ['team', '/admin/team'],
      ['activity', '/admin/activity'],
      ['settings', '/admin/settings'],
      ['redirects', '/admin/redirects'],
      ['media library', '/admin/media'],
      ['my account', '/admin/account'],
      ['forgot password', '/admin/forgot-password'],
    ]);
  });
}

test('the skip link takes keyboard users straight to the screen', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin/messages');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
