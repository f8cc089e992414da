// No stored copy of an account mail opens the account (issue 42, item 1): an Administrator who
// asks for an Owner's reset link and then exports that address's data, or downloads a backup,
// finds no link in either; the link the Owner received works, once, and a password change
// voids one asked for before it. In both backend modes (accounts live in our own database).
import { gunzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { LOGIN_NOTES, RESET_UNUSABLE } from '../lib/accounts/access-schema';
import { expect, test } from './support/fixtures';
import { retryReset } from './support/retry-reset';
import { inviteAndAccept, linkIn, loginAs, mailTo, tokenOf } from './support/team-helpers';
import { unique, uniqueIp } from './support/unique';

test.slow();

const askReset = (page: Page, baseURL: string, email: string) =>
  page.request.post('/api/access/forgot-password', {
    headers: { origin: baseURL, 'x-forwarded-for': uniqueIp() },
    data: { email },
  });

test('an Owner’s reset link is in no privacy export and no backup an Administrator can take', async ({
  adminRequest,
  browser,
  baseURL,
}) => {
  const owner = await inviteAndAccept(adminRequest, 'owner', baseURL!);
  const administrator = await inviteAndAccept(adminRequest, 'administrator', baseURL!);
  const page = await loginAs(browser, administrator.email, administrator.password);

  expect((await askReset(page, baseURL!, owner.email)).status()).toBe(200);
  const link = linkIn(
    await mailTo(adminRequest, owner.email, 'Reset your password'),
    'reset-password',
  );
  const token = tokenOf(link);

  const exported = await retryReset(() =>
    page.request.post('/api/admin/privacy/export', {
      headers: { origin: baseURL! },
      data: { email: owner.email },
    }),
  );
  expect(exported.status()).toBe(200);
  const files = Object.values(unzipSync(await exported.body())).map((bytes) => strFromU8(bytes));
  expect(files.join('\n')).not.toContain(token);
  expect(files.join('\n')).not.toContain('Reset your password');

  const backup = await page.request.get('/api/admin/backup');
  expect(backup.status()).toBe(200);
  const backupText = gunzipSync(await backup.body()).toString('utf8');
  expect(backupText).toContain(owner.email);
  expect(backupText).not.toContain(token);
  expect(backupText).not.toMatch(/\/admin\/reset-password\/[A-Za-z0-9_-]{20,}/);

  // The mail itself carried a live link: the Owner uses it once.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  const password = `a brand new passphrase ${unique()}`;
  await visitor.getByLabel('Password', { exact: true }).fill(password);
  await visitor.getByLabel('Confirm password').fill(password);
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText(LOGIN_NOTES['password-reset'])).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByText(RESET_UNUSABLE)).toBeVisible();
});

test('changing one’s password voids a reset link asked for before it', async ({
  adminRequest,
  browser,
  baseURL,
}) => {
  const member = await inviteAndAccept(adminRequest, 'editor', baseURL!);
  const page = await loginAs(browser, member.email, member.password);
  expect((await askReset(page, baseURL!, member.email)).status()).toBe(200);
  const link = linkIn(
    await mailTo(adminRequest, member.email, 'Reset your password'),
    'reset-password',
  );

  const newPassword = `another passphrase ${unique()}`;
  const changed = await retryReset(() =>
    page.request.post('/api/admin/account/password', {
      headers: { origin: baseURL! },
      data: { currentPassword: member.password, newPassword, confirmPassword: newPassword },
    }),
  );
  expect(changed.status(), await changed.text()).toBe(200);
  await page.goto(link);
  await expect(page.getByText(RESET_UNUSABLE)).toBeVisible();
});
