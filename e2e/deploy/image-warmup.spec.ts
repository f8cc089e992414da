import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eAdmin } from '../support/env';
import { expect, test } from '../support/fixtures';
import { copyStandalone, startStandalone } from '../support/deploy/processes';

// A page's preloaded picture is its largest element: the first visitor must not wait for the
// image endpoint to encode it. A fresh deploy (no image cache) prepares them after start.

/** The answer the browser got for the page's largest picture (the one it preloads). */
async function preloadedPictureAnswer(page: Page, url: string) {
  const answers = new Map<string, string>();
  page.on('response', (response) => {
    if (response.url().includes('/_next/image'))
      answers.set(response.url(), response.headers()['x-nextjs-cache'] ?? '');
  });
  await page.goto(url);
  const picture = page.locator('img[fetchpriority="high"]');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveJSProperty('complete', true);
  const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  return { src, cache: answers.get(src) };
}

test('a fresh deploy encodes each page’s preloaded picture before its first visitor', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const build = copyStandalone();
  rmSync(path.join(build.dir, '.next', 'cache', 'images'), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'warmup-data-'));
  const server = await startStandalone(build.dir, {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'warmup-test-secret-that-is-long-enough-1234',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  });
  try {
    await expect
      .poll(() => /Prepared (\d+) preloaded images/.exec(server.output())?.[1], {
        timeout: 180_000,
      })
      .toBeDefined();
    expect(Number(/Prepared (\d+) preloaded images/.exec(server.output())?.[1])).toBeGreaterThan(
      20,
    );

    // A phone is not sent the home page's hero picture at all (site-routes.spec.ts).
    const pages = ['/recruitment-services', '/news'];
    for (const { paths, ...viewport } of [
      { width: 412, height: 823, deviceScaleFactor: 1.75, paths: pages },
      { width: 1350, height: 940, deviceScaleFactor: 1, paths: ['', ...pages] },
    ]) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: viewport.deviceScaleFactor,
      });
      const page = await context.newPage();
      for (const url of paths.map((path) => `${server.url}${path}`)) {
        const answer = await preloadedPictureAnswer(page, url);
        expect(answer.src, url).toContain('/_next/image');
        expect(answer.cache, `${url} at ${viewport.width}px: ${answer.src}`).toBe('HIT');
      }
      await context.close();
    }
  } finally {
    await server.stop();
    build.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
