// Every public and back-office screen, at a phone's and a desktop's width, against its committed
// baseline (regenerate: see docs/architecture.md, "Screenshots"), and the contrast of every text that sits on
// a gradient or a picture. The database is shared with specs that add news, jobs and messages
// while these run: public lists are left out of the pictures, and the back office reads fixed
// items (admin-stubs.ts).
import type { Page } from '@playwright/test';
import { services } from '../lib/content/services';
import { createJob, createNews, openAdmin } from './support/admin-helpers';
import { fixedNow, stubAdminReads, stubbedPaths } from './support/admin-stubs';
import { expectTextReadable } from './support/contrast';
import { banners } from './support/files';
import { expect, test } from './support/fixtures';
import { expectScreen, screenWidths, settle } from './support/screens';
import { rememberConsent } from './support/site-pages';

test.skip(({ mode }) => mode !== 'embedded', 'the screens are drawn once, by the embedded app');
// The firm's dates and times as the baselines show them, whatever the machine's zone.
test.use({ timezoneId: 'Europe/London', locale: 'en-GB', reducedMotion: 'reduce' });
// Each test draws a whole page at least twice (until two drawings agree).
test.describe.configure({ timeout: 90_000 });

const publicScreens: { name: string; path: string; hide?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'service', path: `/${services[0]!.slug}` },
  { name: 'faq', path: '/faq' },
  // The lists (and their pager) change with every news item other tests post.
  { name: 'news', path: '/news', hide: 'main > :nth-child(n + 3)' },
  { name: 'all-news', path: '/all-news', hide: 'main > :nth-child(n + 3)' },
  { name: 'careers', path: '/careers', hide: 'main > h2 + *' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'search', path: '/search?q=transcription' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'cookie-policy', path: '/cookie-policy' },
  { name: '404', path: '/no-such-page' },
];

const adminScreens: { name: string; path: string }[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'messages', path: '/admin/messages' },
  { name: 'applications', path: '/admin/applications' },
  { name: 'jobs', path: '/admin/jobs' },
  { name: 'post-job', path: '/admin/post-job' },
  { name: 'edit-job', path: stubbedPaths.editJob },
  { name: 'news-list', path: '/admin/news' },
  { name: 'read-news', path: stubbedPaths.readNews },
  { name: 'post-news', path: '/admin/post-news' },
  { name: 'edit-news', path: stubbedPaths.editNews },
  { name: 'visitors', path: '/admin/visitors' },
];

/** The visitor has chosen (essential only), so no banner covers the page. */
async function openPublic(page: Page, path: string) {
  await rememberConsent(page, { analytics: false, marketing: false });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const viewport of screenWidths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    const at = (name: string) => `${name}-${viewport.width}`;

    for (const { name, path, hide } of publicScreens) {
      test(`${name} looks as designed and its text is readable`, async ({ page }) => {
        await openPublic(page, path);
        // Text over a picture is judged once the picture is there.
        await settle(page, hide);
        await expectTextReadable(page);
        await expectScreen(page, at(name), { hide });
      });
    }

    test('a news article and a job page look as designed', async ({ page, adminPage }) => {
      // The doors take writes from the site's own pages only.
      await openAdmin(adminPage, '/admin');
      const news = await createNews(adminPage, {
        title: 'Our Leeds office is open',
        date: '2026-02-20',
        description: '<p>We have opened a <strong>new office</strong> in Leeds.</p>',
        // A real photograph, not the helpers' one pixel.
        image: banners.jpeg,
      });
      const job = await createJob(adminPage, { title: 'Front Desk Receptionist' });
      await openPublic(page, `/read-a-news/${news.id}/our-leeds-office-is-open`);
      await settle(page);
      await expectTextReadable(page);
      await expectScreen(page, at('news-article'));
      await openPublic(page, `/careers/${job.id}/front-desk-receptionist`);
      await settle(page);
      await expectTextReadable(page);
      // The posting date is the day the job was created.
      await expectScreen(page, at('job'), { mask: [page.locator('main time').first()] });
    });

    test('the login screen looks as designed', async ({ page }) => {
      await page.goto('/admin/admin-login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectTextReadable(page);
      await expectScreen(page, at('admin-login'));
    });

    for (const { name, path } of adminScreens) {
      test(`admin ${name} looks as designed and its text is readable`, async ({ adminPage }) => {
        await adminPage.clock.setFixedTime(fixedNow);
        await stubAdminReads(adminPage);
        await openAdmin(adminPage, path);
        await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
        // The screen has drawn its (stubbed) data and its lazily loaded editors, not a loader.
        await adminPage.waitForLoadState('networkidle');
        if (/post-|edit-/.test(name))
          await expect(
            adminPage.getByRole('textbox', { name: 'Description', exact: true }),
          ).toBeVisible({
            timeout: 15_000,
          });
        await expectTextReadable(adminPage);
        await expectScreen(adminPage, at(`admin-${name}`));
      });
    }
  });
}
