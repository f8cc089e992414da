// What the browser gets of a page's later scripts, once the page has loaded all it loads by
// itself (the network quiet, the cookie banner showing): none (a deploy replaced them, or the
// connection dropped), or each one late (a slow connection).
import { expect, type Page } from '@playwright/test';

const LATER_SCRIPTS = '**/_next/static/**/*.js';

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
}

/** Refuses every script the page asks for from now on; the getter counts the refusals. */
export async function refuseLaterScripts(page: Page): Promise<() => number> {
  await settled(page);
  let refused = 0;
  await page.route(LATER_SCRIPTS, (route) => {
    refused += 1;
    return route.abort();
  });
  return () => refused;
}

/** Holds every script the page asks for from now on for `ms` before it is sent. */
export async function delayLaterScripts(page: Page, ms: number) {
  await settled(page);
  await page.route(LATER_SCRIPTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
