// A back-office form clicked before its script runs (a slow phone) sends nothing and puts
// nothing typed into an address (issue 42, item 9): every form posts, and its button waits for
// the script. Pages are loaded with JavaScript off, which is what a page before hydration is.
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';

const withoutScript = async (browser: Browser, storageState?: string | object) =>
  (
    await browser.newContext({ javaScriptEnabled: false, storageState: storageState as never })
  ).newPage();

const screens: { path: string; field: string; button: string; signedIn: boolean }[] = [
  { path: '/admin/admin-login', field: 'Email', button: 'Log in', signedIn: false },
  { path: '/admin/forgot-password', field: 'Email', button: 'Send reset link', signedIn: false },
  { path: '/admin/privacy', field: 'E-mail address', button: 'Find', signedIn: true },
  { path: '/admin/team', field: 'Email', button: 'Invite', signedIn: true },
];

for (const screen of screens) {
  test(`${screen.path}: no submission before the script, none as a GET`, async ({
    browser,
    adminState,
  }) => {
    const page = await withoutScript(browser, screen.signedIn ? adminState : undefined);
    await page.goto(screen.path);
    const button = page.getByRole('button', { name: screen.button, exact: true });
    await expect(button).toBeDisabled();
    for (const form of await page.locator('main form').all())
      await expect(form).toHaveAttribute('method', 'post');
    await page.getByLabel(screen.field, { exact: true }).fill('someone@example.com');
    await page.getByLabel(screen.field, { exact: true }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === screen.path && url.search === '');
    await page.context().close();
  });
}

test('once the script runs, the same button works', async ({ page }) => {
  await page.goto('/admin/forgot-password');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});
