import type { BrowserContext, Page } from '@playwright/test';
import type { ActivityPage } from '../lib/own-data/activity/schema';
import { TWO_FACTOR_FIRST } from '../lib/auth/forbidden';
import { axeViolations } from './support/axe';
import { e2eAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { startOwnApp, type OwnApp } from './support/own-app';
import { seedAccount } from './support/seed-account';
import { authenticatorCode, wrongCode } from './support/two-factor';

// Two-factor changes the owner every other spec signs in as, so these tests run against a server
// of their own (its own database), one after the other: each starts where the last one left off.
test.describe.configure({ mode: 'serial' });
// Each test signs in and out several times through the form (scrypt, a code): more than 30 s.
test.slow();

let app: OwnApp;
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  app = await startOwnApp(info.project.name, (dir) => seedAccount(dir, editor));
});
test.afterAll(async () => app?.dispose());

const editor = {
  email: 'eve.editor@example.com',
  name: 'Eve Editor',
  role: 'editor',
  password: 'eve-first-password',
};

const CODE_HELP =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const CODE_WRONG =
  'That code is not right. Enter the newest code from your app, or a recovery code not used before.';
const CODES_PAUSED =
  'Too many wrong codes. Codes for this account are paused: please wait at least 15 minutes and try again.';

async function password(page: Page, who: { email: string; password: string } = e2eAdmin) {
  await page.goto('/admin/admin-login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Types a code in the code step; answers the login's HTTP status. */
async function submitCode(page: Page, code: string): Promise<number> {
  await page.getByLabel('Code', { exact: true }).fill(code);
  const answer = page.waitForResponse('**/api/auth/callback/credentials');
  await page.getByRole('button', { name: 'Log in' }).click();
  return (await answer).status();
}

let key = '';
let recovery: string[] = [];

/** The owner's password field on the account page: theirs is ADMIN_PASSWORD. */
const owner = { label: 'Current password (ADMIN_PASSWORD)', password: e2eAdmin.password };

/** Turns two-factor on from the account page: the password, the key, a code; its codes. */
async function turnOn(page: Page, who = owner): Promise<{ key: string; recovery: string[] }> {
  const start = page.getByRole('form', { name: 'Turn on two-factor' });
  await start.getByLabel(who.label).fill(who.password);
  await start.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
  const shown = (await page.locator('code').first().textContent()) ?? '';
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  await page.getByLabel('Code', { exact: true }).fill(wrongCode(shown));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(shown));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const saved = await codes.allTextContents();
  for (const code of saved) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('You have 10 unused recovery codes.')).toBeVisible();
  return { key: shown, recovery: saved };
}

test('a person changes their own password: the other sessions end, this one stays', async ({
  browser,
}) => {
  const elsewhere = await app.browse(browser);
  await password(elsewhere.page, editor);
  await expect(elsewhere.page).toHaveURL(/\/admin$/);
  const { context, page } = await app.browse(browser);
  await password(page, editor);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/account');
  await expect(page.getByRole('definition')).toHaveText([editor.name, editor.email, 'Editor']);
  await expect(page.getByText('Require two-factor sign-in for everyone')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Change password' });
  const change = async (current: string, next: string, again = next) => {
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password (at least 12 characters)').fill(next);
    await form.getByLabel('Confirm new password').fill(again);
    await form.getByRole('button', { name: 'Change password' }).click();
  };
  await change(editor.password, 'too-short');
  await expect(form.getByText('Use at least 12 characters')).toBeVisible();
  await change(editor.password, 'eve-second-password', 'eve-other-password');
  await expect(form.getByText('The two new passwords are not the same')).toBeVisible();
  await change('not-my-password', 'eve-second-password');
  await expect(form.getByText('That is not your current password')).toBeVisible();
  await change(editor.password, 'eve-second-password');
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/admin\/account$/);
  expect((await elsewhere.context.request.get('/api/admin/news')).status()).toBe(401);
  expect((await context.request.get('/api/admin/news')).status()).toBe(200);
  await elsewhere.context.close();
  await context.close();

  const again = await app.browse(browser);
  await password(again.page, editor);
  await expect(again.page.locator('#login-error')).toHaveText('Incorrect email or password.');
  await password(again.page, { ...editor, password: 'eve-second-password' });
  await expect(again.page).toHaveURL(/\/admin$/);
  await again.context.close();
});

let keptContext: BrowserContext;
let keptPage: Page;
let otherContext: BrowserContext;

test('the account page shows who is signed in and turns two-factor on with a code from the key', async ({
  browser,
}) => {
  const { page } = await app.browse(browser);
  await password(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details).toHaveText(['Ada Owner', e2eAdmin.email, 'Owner']);
  await expect(page.getByText('your password is ADMIN_PASSWORD')).toBeVisible();
  // After a client-side navigation Next sets the new title once its metadata has come.
  await expect(page).toHaveTitle('My account | Back office');
  expect(await axeViolations(page)).toEqual([]);

  // Turning it on asks for the password first: without it, or with a wrong one, no key shows.
  const start = page.getByRole('form', { name: 'Turn on two-factor' });
  await start.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(start.getByText('Enter your current password')).toBeVisible();
  await start.getByLabel(owner.label).fill('not-the-password');
  await start.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(start.getByText('That is not your current password')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor key' })).toHaveCount(0);

  // Another browser of the owner's, signed in without a code, is signed out once it is on.
  const elsewhere = await app.browse(browser);
  await password(elsewhere.page);
  await expect(elsewhere.page).toHaveURL(/\/admin$/);
  ({ key, recovery } = await turnOn(page));
  // The page refreshes with the session it kept (the scan waits for its title to be back).
  expect(await axeViolations(page)).toEqual([]);
  expect((await elsewhere.context.request.get('/api/admin/stats')).status()).toBe(401);
  expect((await page.context().request.get('/api/admin/stats')).status()).toBe(200);
  await elsewhere.context.close();
});

test('sign-in then asks for a code, after the right password only', async ({ browser }) => {
  const { context, page } = await app.browse(browser);
  await password(page);
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByText(CODE_HELP)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(e2eAdmin.email);
  await expect(page.getByLabel('Password')).toHaveValue(e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/admin-login$/);

  await context.close();
});

test('the right code signs in, once: the same code again is refused', async ({ browser }) => {
  const code = authenticatorCode(key, 1);
  ({ context: keptContext, page: keptPage } = await app.browse(browser));
  await password(keptPage);
  expect(await submitCode(keptPage, code)).toBe(200);
  await expect(keptPage).toHaveURL(/\/admin$/);

  const { context, page } = await app.browse(browser);
  await password(page);
  expect(await submitCode(page, code)).toBe(401);
  await expect(page.locator('#login-error')).toHaveText(CODE_WRONG);
  await context.close();
});

test('a recovery code signs in once, and not twice', async ({ browser }) => {
  ({ context: otherContext } = await app.browse(browser));
  const page = await otherContext.newPage();
  await password(page);
  expect(await submitCode(page, recovery[0]!.toUpperCase())).toBe(200);
  await expect(page).toHaveURL(/\/admin$/);

  const again = await app.browse(browser);
  await password(again.page);
  expect(await submitCode(again.page, recovery[0]!)).toBe(401);
  await expect(again.page.locator('#login-error')).toHaveText(CODE_WRONG);
  await again.context.close();
});

test('turning two-factor off asks for the password and ends the other sessions, not this one', async () => {
  const page = keptPage;
  await page.goto('/admin/account');
  await expect(page.getByText('You have 9 unused recovery codes.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Turn off two-factor' });
  await form.getByLabel('Current password (ADMIN_PASSWORD)').fill('not-the-password');
  await form.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(form.getByText('That is not your current password')).toBeVisible();
  await form.getByLabel('Current password (ADMIN_PASSWORD)').fill(e2eAdmin.password);
  await form.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByRole('button', { name: 'Turn on two-factor' })).toBeVisible();

  // This browser carries on; the other one's session of the same account is over.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  expect((await keptContext.request.get('/api/admin/stats')).status()).toBe(200);
  expect((await otherContext.request.get('/api/admin/stats')).status()).toBe(401);
  const other = await otherContext.newPage();
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/admin\/admin-login/);
  await otherContext.close();

  // And sign-in asks for the password only again.
  const { context: fresh, page: freshPage } = await app.browse(keptContext.browser()!);
  await password(freshPage);
  await expect(freshPage).toHaveURL(/\/admin$/);
  await fresh.close();
});

test('the owner can require two-factor for everyone: other screens and doors wait until it is on', async () => {
  const page = keptPage;
  await page.goto('/admin/account');
  await page.getByLabel('Require two-factor sign-in for everyone').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The owner requires two-factor sign-in for everyone: turn it on to continue.'),
  ).toBeVisible();

  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(
    page.getByText('The owner requires two-factor sign-in for everyone: turn it on to continue.'),
  ).toBeVisible();
  const refused = await keptContext.request.get('/api/admin/messages');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: TWO_FACTOR_FIRST });
  expect(await axeViolations(page)).toEqual([]);

  ({ key, recovery } = await turnOn(page));
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/messages$/);
  expect((await keptContext.request.get('/api/admin/messages')).status()).toBe(200);

  // Each step is in the owner's activity log.
  const summaries = async (kind: string) => {
    const answer = await keptContext.request.get(`/api/admin/activity?kind=${kind}`);
    return new Set(((await answer.json()) as ActivityPage).results.map((entry) => entry.summary));
  };
  expect([...(await summaries('sign-in'))].sort()).toEqual([
    'Signed in',
    'Signed in with a recovery code',
  ]);
  expect([...(await summaries('failed-sign-in'))].sort()).toEqual([
    'Wrong email or password',
    'Wrong two-factor code',
  ]);
  expect([...(await summaries('account'))].sort()).toEqual([
    'Changed their password',
    'Required two-factor sign-in for everyone',
    'Turned off two-factor sign-in',
    'Turned on two-factor sign-in',
  ]);
  await keptContext.close();
});

test('wrong codes have a limit of their own, per account: past it even the right code waits', async ({
  browser,
}) => {
  // Eve turns two-factor on (the owner now requires it) with her own password.
  const eve = { ...editor, password: 'eve-second-password' };
  const first = await app.browse(browser);
  await password(first.page, eve);
  await expect(first.page).toHaveURL(/\/admin\/account$/);
  const eveKey = (await turnOn(first.page, { label: 'Current password', password: eve.password }))
    .key;
  await first.context.close();

  const { context, page } = await app.browse(browser);
  await password(page, eve);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(await submitCode(page, wrongCode(eveKey))).toBe(401);
    await expect(page.locator('#login-error')).toHaveText(CODE_WRONG);
  }
  expect(await submitCode(page, authenticatorCode(eveKey, 1))).toBe(429);
  await expect(page.locator('#login-error')).toHaveText(CODES_PAUSED);

  // The codes took nothing of this address's password limit (five a minute).
  await page.getByLabel('Password').fill('not-her-password');
  const answer = page.waitForResponse('**/api/auth/callback/credentials');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.locator('#login-error')).toHaveText('Incorrect email or password.');
  await context.close();
});
