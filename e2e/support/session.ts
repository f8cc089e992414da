// Logging the e2e administrator in for real: through next-auth's credentials endpoint, or
// through the login form as a person does. Most tests take the session the fixtures keep
// (e2e/support/fixtures.ts: adminPage, adminRequest); these are for the tests of the login itself and
// for apps a test starts on its own.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './env';

export async function logIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const response = await request.post('/api/auth/callback/credentials', {
    headers: { origin: baseURL },
    form: { csrfToken, email: e2eAdmin.email, password: e2eAdmin.password, json: 'true' },
    maxRedirects: 0,
  });
  if (response.status() >= 400) throw new Error(`login failed: ${response.status()}`);
}

/** Opens an admin screen through the login form: the redirect, the form, then the screen. */
export async function logInThroughForm(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/admin-login/);
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
