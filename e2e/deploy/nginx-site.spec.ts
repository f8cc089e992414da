// deploy/nginx/crestfield.conf as deployed, in front of the standalone folder started with
// environment variables only: public HTML micro-cached for one second (a write shows within
// it), /_next/static immutable, the back office and the API never cached, http sent to https.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localToday } from '../support/admin-helpers';
import { e2eAdmin } from '../support/env';
import { pixelPng } from '../support/files';
import { expect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/session';
import { unique } from '../support/unique';
import { copyStandalone, startStandalone } from '../support/deploy/processes';
import { browserThrough, startTlsProxy } from '../support/deploy/tls-proxy';

const site = 'https://www.acme-test.example';
const hosts = [new URL(site).hostname];

/** What the plain-http server block answers (it only redirects). */
const plainHttp = (port: number, pathname: string) =>
  new Promise<{ status?: number; location?: string }>((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host: hosts[0] } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode, location: res.headers.location });
    })
      .on('error', reject)
      .end(),
  );

/** A request from the page (Chromium reaches the site's name; Node's request context cannot). */
const get = (page: Page, pathname: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    const headers = Object.fromEntries(response.headers);
    return { status: response.status, headers, text: await response.text() };
  }, pathname);

/** A news item posted through the back office's API, from the logged-in page. */
const postNews = (page: Page, title: string) =>
  page.evaluate(
    async ({ title, date, png }) => {
      const form = new FormData();
      form.set('title', title);
      form.set('date', date);
      form.set('description', '<p>Our Leeds office now answers calls until 8 pm.</p>');
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      form.set('image', new Blob([bytes], { type: 'image/png' }), 'banner.png');
      return (await fetch('/api/admin/news', { method: 'POST', body: form })).status;
    },
    { title, date: localToday(), png: pixelPng.toString('base64') },
  );

/** nginx answers the path from its cache within a few tries (each copy lives one second). */
const expectCached = (page: Page, pathname: string) =>
  expect
    .poll(async () => (await get(page, pathname)).headers['x-cache-status'], { intervals: [0] })
    .toBe('HIT');

test('the nginx site caches public pages for a second and never the back office or the API', async () => {
  test.setTimeout(180_000);
  const build = copyStandalone();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nginx-site-data-'));
  const app = await startStandalone(build.dir, {
    DATA_DIR: dataDir,
    SITE_URL: site,
    TRUST_PROXY: '1',
    AUTH_SECRET: 'nginx-site-test-secret-long-enough-12345',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  });
  const proxy = await startTlsProxy(app.url, hosts);
  const { browser, page } = await browserThrough(proxy.port, hosts, site);
  try {
    expect(await plainHttp(proxy.httpPort, '/about?x=1')).toEqual({
      status: 301,
      location: `${site}/about?x=1`,
    });

    await page.goto('/about');
    await expectCached(page, '/about');
    const about = await get(page, '/about');
    expect(about.status).toBe(200);
    expect(about.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);

    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(
      (await get(page, '/')).text,
    )?.[1];
    expect(script).toBeDefined();
    const asset = await get(page, script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await logInThroughForm(page, '/admin/news');
    for (const door of ['/admin/news', '/api/admin/news', '/api/health']) {
      for (let i = 0; i < 2; i += 1) {
        const response = await get(page, door);
        expect(response.status, door).toBe(200);
        expect(response.headers['x-cache-status'], door).toBeUndefined();
      }
    }

    // The news list is in nginx's cache; a news item posted now shows once that copy's second
    // is over. A copy lives one second from when nginx stored it, and one rendered just before
    // the write may be stored a render's time after it: hence a second plus that margin, timed
    // from the start of the request that shows the item (never the year Next's header allows).
    await expectCached(page, '/news');
    const title = `Micro-cache news ${unique()}`;
    expect(await postNews(page, title)).toBe(201);
    const posted = Date.now();
    let shownBy = Infinity;
    while (shownBy === Infinity && Date.now() - posted < 5_000) {
      const started = Date.now();
      if ((await get(page, '/news')).text.includes(title)) shownBy = started - posted;
      else await page.waitForTimeout(50);
    }
    expect(shownBy).toBeLessThan(2_500);
  } finally {
    await browser.close();
    await proxy.stop();
    proxy.dispose();
    await app.stop();
    build.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
