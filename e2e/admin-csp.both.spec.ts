// The back office runs under a nonce-based script policy: no inline script without the nonce.
import { expect, test } from './support/fixtures';
import { openAdmin } from './support/admin-helpers';

const scriptSrc = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src ')) ?? '';

test('back-office pages get a fresh script nonce, no unsafe-inline, and work under it', async ({
  adminPage: page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const first = scriptSrc(
    (await request.get('/admin/admin-login')).headers()['content-security-policy'],
  );
  const second = scriptSrc(
    (await request.get('/admin/admin-login')).headers()['content-security-policy'],
  );
  expect(first).toMatch(/'nonce-[\w+/=]{16,}'/);
  expect(first).not.toContain("'unsafe-inline'");
  expect(second).not.toBe(first);

  await openAdmin(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome back Admin!' })).toBeVisible();
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Messages');
  const response = await page.reload();
  const nonce = /'nonce-([^']+)'/.exec(
    scriptSrc(response?.headers()['content-security-policy']),
  )?.[1];
  expect(nonce).toBeTruthy();
  const scripts = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const scriptNonce of scripts) expect(scriptNonce).toBe(nonce);
  expect(violations).toEqual([]);

  // Public pages keep the static policy their cached rendering allows.
  const home = (await request.get('/')).headers()['content-security-policy'];
  expect(scriptSrc(home)).not.toContain("'nonce-");
});
