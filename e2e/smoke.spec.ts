import { expect, test } from './support/fixtures';
import type { Message } from '../lib/domain/message';
import type { Page } from '../lib/domain/paging';

test('the home page answers 200 with the firm name', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Crestfield Business Services',
  );
});

test('health reports the embedded backend', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', backend: 'embedded' });
});

test('a contact message round-trips through the database', async ({
  request,
  adminRequest,
  baseURL,
}) => {
  const response = await request.post('/api/contact', {
    headers: { origin: baseURL! },
    data: {
      full_name: 'Smoke Test Visitor',
      userEmail: 'smoke@example.com',
      phone_number: '+44 7700 900111',
      service_of_interest: 'Recruitment Services',
      description: 'Checking that a message reaches the database.',
    },
  });
  expect(response.status()).toBe(201);

  const list = await adminRequest.get('/api/admin/messages');
  expect(list.status()).toBe(200);
  const page = (await list.json()) as Page<Message>;
  expect(page.results).toContainEqual(
    expect.objectContaining({ full_name: 'Smoke Test Visitor', userEmail: 'smoke@example.com' }),
  );
});

test('the back-office doors answer 401 without a session, whatever headers are sent', async ({
  request,
}) => {
  for (const path of [
    '/api/admin/messages',
    '/api/admin/news',
    '/api/admin/jobs',
    '/api/admin/visitors',
  ]) {
    const response = await request.get(path, {
      headers: {
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      },
    });
    expect(response.status(), path).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.' });
  }
});

test('security headers are on every answer', async ({ request }) => {
  // A cached page, a 404, a route handler and a static file: each a different path through Next.
  for (const path of ['/', '/no-such-page', '/api/health', '/icon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-frame-options'], path).toBe('DENY');
    // Over plain http, without a proxy saying otherwise, no HSTS.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});
