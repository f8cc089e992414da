import type { Page } from '@playwright/test';
import { services } from '../lib/content/services';
import { axeViolations, wcag21aa } from './support/axe';
import { expectReadable } from './support/contrast';
import { expect, test } from './support/fixtures';
import { sitePages } from './support/site-pages';

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const violations = (page: Page) => axeViolations(page, wcag21aa);

/** Content reflows to the window: nothing scrolls sideways (WCAG 1.4.10). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Each page is loaded once and scanned at both sizes: the layout follows the window through
// CSS alone, so a resized page is the page a phone loads (and a load per size cost a second).
for (const { path } of sitePages) {
  test(`${path} has no WCAG 2.1 AA violation at either size (cookie banner showing)`, async ({
    page,
  }) => {
    for (const [index, { name, viewport }] of sizes.entries()) {
      await page.setViewportSize(viewport);
      if (index === 0) await page.goto(path);
      await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
      expect(await violations(page), name).toEqual([]);
      expect(await sidewaysOverflow(page), name).toBe(0);
    }
  });
}

for (const { name, viewport } of sizes) {
  test.describe(`axe at ${name} size`, () => {
    test.use({ viewport });

    test('the 404 page and the unknown FAQ section have no violation', async ({ page }) => {
      for (const path of ['/no-such-page', '/faq/billing']) {
        await page.goto(path);
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('open menus and dialogs have no violation', async ({ page }) => {
      test.slow(); // three full-page scans of the longest page
      await page.goto('/');
      await page
        .getByRole('region', { name: 'Your privacy choices' })
        .getByRole('button', { name: 'Cookie Settings' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save Preferences' }).click();

      if (name === 'desktop') {
        await page.getByRole('button', { name: 'Services', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page
          .getByRole('dialog', { name: 'Site menu' })
          .getByRole('button', { name: 'Services' })
          .click();
      }
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Site search', exact: true }).click();
      await expect(page.getByPlaceholder('Search here...')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

// axe reports text on a gradient as "incomplete", so the hero headings are measured here.
test('the hero headings are readable on the colours behind them', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('heading', { level: 1 });
  await expect(home).toBeVisible();
  // The company name and the strapline are coloured apart.
  for (const part of await home.locator('span').all()) await expectReadable(part);

  for (const path of ['/about', `/${services[0]!.slug}`]) {
    await page.goto(path);
    await expectReadable(page.getByRole('heading', { level: 1 }));
  }
});
