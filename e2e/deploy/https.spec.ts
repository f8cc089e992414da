// The https deploy recipe as deployed: one production build, its standalone folder copied
// elsewhere and started with environment variables only and a SITE_URL the build never saw,
// behind nginx terminating TLS. Chromium reaches the domain through --host-resolver-rules.
import { type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eAdmin } from '../support/env';
import { expect, test } from '../support/fixtures';
import { copyStandalone, startStandalone } from '../support/deploy/processes';
import { browserThrough, startTlsProxy } from '../support/deploy/tls-proxy';

const production = 'https://www.acme-test.example';
const staging = 'https://staging.acme-test.example';
const hosts = [new URL(production).hostname, new URL(staging).hostname];

/** Every absolute address of this site named in the page, sitemaps and robots.txt. */
async function expectOrigin(page: Page, origin: string, other: string) {
  const about = await page.goto(`${origin}/about`);
  expect(about?.status()).toBe(200);
  expect(about?.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  const html = (await about?.text()) ?? '';
  for (const wrong of ['localhost', '127.0.0.1', new URL(other).hostname]) {
    expect(html).not.toContain(wrong);
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${origin}/about`,
  );
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    new RegExp(`^${origin.replace(/\./g, '\\.')}/`),
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; url?: string },
  );
  expect(jsonLd.find((data) => data['@type'] === 'Organization')?.url).toBe(`${origin}/`);

  const robots = await (await page.goto(`${origin}/robots.txt`))!.text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const index = await (await page.goto(`${origin}/sitemap.xml`))!.text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(parts.length).toBeGreaterThan(1);
  const listed: string[] = [];
  for (const part of parts) {
    expect(part.startsWith(`${origin}/`), part).toBe(true);
    const xml = await (await page.goto(part))!.text();
    listed.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  }
  for (const loc of listed) {
    expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    expect(loc, 'no fragments').not.toContain('#');
  }
  for (const path of ['/', '/about', '/news', '/all-news', '/careers', '/faq/recruitment']) {
    expect(listed).toContain(`${origin}${path}`);
  }
  expect(listed.some((loc) => loc.startsWith(`${origin}/read-a-news/`))).toBe(true);
}

async function workInBackOffice(context: BrowserContext, page: Page, origin: string) {
  await page.goto(`${origin}/admin/messages`);
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/admin-login`));
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}/admin/messages`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Messages');

  const session = (await context.cookies(origin)).find((cookie) =>
    cookie.name.endsWith('next-auth.session-token'),
  );
  expect(session).toMatchObject({
    name: '__Secure-next-auth.session-token',
    secure: true,
    httpOnly: true,
  });
  await page.goto(`${origin}/admin`);
  await expect(page.getByRole('heading', { name: 'Welcome back Admin!' })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${origin}/admin/admin-login`);
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/admin-login`));
}

test('one build serves the https domain it is started with: links, HSTS, secure session', async () => {
  test.setTimeout(180_000);
  const build = copyStandalone();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'https-data-'));
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'https-test-secret-that-is-long-enough-12345',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  };
  const started: { stop(): Promise<unknown>; dispose?(): void }[] = [];
  try {
    for (const origin of [production, staging]) {
      const app = await startStandalone(build.dir, { ...env, SITE_URL: origin });
      const proxy = await startTlsProxy(app.url, hosts);
      started.push(app, proxy);
      const { browser, context, page } = await browserThrough(proxy.port, hosts);
      try {
        await expectOrigin(page, origin, origin === production ? staging : production);
        await workInBackOffice(context, page, origin);
      } finally {
        await browser.close();
      }
      await proxy.stop();
      expect(await app.stop('SIGTERM')).toBe(0);
    }
  } finally {
    for (const process of started) {
      await process.stop();
      process.dispose?.();
    }
    build.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
