import { expect, test } from './support/fixtures';
import { apiGet } from './support/admin-helpers';
import { e2eAdmin } from './support/env';
import { retryReset } from './support/retry-reset';
import { logInThroughForm } from './support/session';
import { uniqueIp } from './support/unique';

const screens = [
  '/admin',
  '/admin/messages',
  '/admin/jobs',
  '/admin/news',
  '/admin/post-news',
  '/admin/post-job',
  '/admin/visitors',
  '/admin/read-news/1/Office%20opening',
  '/admin/edit-news/1/Office%20opening',
  '/admin/edit-job/1/Receptionist',
];

test('every admin screen sends a visitor without a session to the login page', async ({ page }) => {
  for (const path of screens) {
    await page.goto(path);
    await expect(page, path).toHaveURL(
      (url) =>
        url.pathname === '/admin/admin-login' && url.searchParams.get('callbackUrl') === path,
    );
  }
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('every admin door answers 401 without a session', async ({ request, baseURL }) => {
  const doors: [string, string][] = [
    ['GET', '/api/admin/messages'],
    ['DELETE', '/api/admin/messages/1'],
    ['POST', '/api/admin/messages/1/replies'],
    ['GET', '/api/admin/news'],
    ['POST', '/api/admin/news'],
    ['GET', '/api/admin/news/1'],
    ['PATCH', '/api/admin/news/1'],
    ['DELETE', '/api/admin/news/1'],
    ['GET', '/api/admin/jobs'],
    ['POST', '/api/admin/jobs'],
    ['GET', '/api/admin/jobs/1'],
    ['PATCH', '/api/admin/jobs/1'],
    ['DELETE', '/api/admin/jobs/1'],
    ['GET', '/api/admin/visitors?page=1'],
    ['GET', '/api/admin/stats'],
  ];
  for (const [method, path] of doors) {
    const response = await retryReset(() =>
      request.fetch(path, {
        method,
        headers: { origin: baseURL! },
        data: method === 'GET' ? undefined : {},
      }),
    );
    expect(response.status(), `${method} ${path}`).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.' });
  }
});

test('a refused login says so without naming the wrong field', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await page.goto('/admin/admin-login');
  for (const [email, password] of [
    [e2eAdmin.email, 'not-the-password'],
    ['someone.else@example.com', e2eAdmin.password],
  ] as const) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('#login-error')).toHaveText('Incorrect email or password.');
    await expect(page).toHaveURL(/\/admin\/admin-login$/);
  }
  await context.close();
});

test('after five failed logins in a minute the sixth is refused with 429, even with the password', async ({
  browser,
}) => {
  const ip = uniqueIp();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  await page.goto('/admin/admin-login');
  const alert = page.locator('#login-error');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(`wrong-${attempt}`);
    const answer = page.waitForResponse('**/api/auth/callback/credentials');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await answer).status()).toBe(401);
    await expect(alert).toHaveText('Incorrect email or password.');
  }
  await page.getByLabel('Password').fill(e2eAdmin.password);
  const answer = page.waitForResponse('**/api/auth/callback/credentials');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await answer).status()).toBe(429);
  await expect(alert).toHaveText('Too many attempts. Please wait a minute and try again.');
  await expect(page).toHaveURL(/\/admin\/admin-login$/);
  await context.close();

  // Another address is not affected.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  await logInThroughForm(await other.newPage(), '/admin');
  await other.close();
});

test('login lands on the page asked for, and never on another site', async ({ page }) => {
  await logInThroughForm(page, '/admin/jobs?page=1');
  await expect(page.getByRole('heading', { level: 1, name: /Posted Jobs/ })).toBeVisible();

  // Signed in, the login page sends straight on, and only to this site.
  await page.goto('/admin/admin-login?callbackUrl=https%3A%2F%2Fevil.example%2Fadmin');
  await expect(page).toHaveURL(
    (url) => url.origin !== 'https://evil.example' && url.pathname === '/admin',
  );
});

test('a foreign callback address after login leads to the dashboard', async ({ page }) => {
  await page.goto('/admin/admin-login?callbackUrl=%2F%2Fevil.example%2Fsteal');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome back Admin!' })).toBeVisible();
});

test('the session cookie is httpOnly, SameSite=Lax and lasts 8 hours', async ({
  page,
  context,
}) => {
  await logInThroughForm(page, '/admin');
  const cookie = (await context.cookies()).find((item) =>
    item.name.endsWith('next-auth.session-token'),
  );
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  // Plain http in the tests: Secure is set only when SITE_URL is https.
  expect(cookie!.secure).toBe(false);
  const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(7.9);
  expect(hours).toBeLessThanOrEqual(8.01);
});

test('log out asks first, then ends the session', async ({ page }) => {
  await logInThroughForm(page, '/admin');
  const logOut = page.getByRole('button', { name: 'Log out' });

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await logOut.click();
  await expect.poll(() => question).toBe('Are you sure you want to logout from your admin?');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');

  page.once('dialog', (dialog) => void dialog.accept());
  await logOut.click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/admin-login');
  await page.goto('/admin/messages');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/admin-login');
  expect((await apiGet(page, '/api/admin/messages')).status()).toBe(401);
});
