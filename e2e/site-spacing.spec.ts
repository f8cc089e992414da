import type { Page } from '@playwright/test';
import { services } from '../lib/content/services';
import { expect, test } from './support/fixtures';
import { rememberConsent } from './support/site-pages';

// Pages that open straight in a container and one that opens with a hero band.
const paths = ['/news', '/careers', '/contact-us', '/search', `/${services[0]!.slug}`];

/**
 * Pixels between the header's bottom edge and the page's opening heading: the h1, or the
 * heading group holding it when an eyebrow line sits above it (as on the service pages).
 */
async function headingGap(page: Page): Promise<number> {
  const header = await page.getByRole('banner').boundingBox();
  const top = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => (h1.closest('hgroup') ?? h1).getBoundingClientRect().top);
  return top - (header!.y + header!.height);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px wide`, () => {
    test.use({ viewport });

    test("every page's heading starts the same distance below the header", async ({ page }) => {
      await rememberConsent(page, { analytics: false, marketing: false });
      const gaps: Record<string, number> = {};
      for (const path of paths) {
        await page.goto(path);
        gaps[path] = await headingGap(page);
      }
      const reference = gaps['/news']!;
      expect(reference, 'the heading does not touch the header').toBeGreaterThan(0);
      for (const path of paths) {
        expect
          .soft(
            Math.abs(gaps[path]! - reference),
            `${path}: ${gaps[path]}px, /news: ${reference}px`,
          )
          .toBeLessThanOrEqual(2);
      }
    });
  });
}
