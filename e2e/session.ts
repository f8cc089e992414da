// Logs the e2e administrator in through next-auth's own credentials endpoint.
import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';

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
