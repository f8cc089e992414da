// How the screenshot tests (screens.spec.ts) draw a screen the same way every run: fonts and
// pictures loaded, every scroll-triggered entrance played, the window back at the top.
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The widths every screen is drawn at: a phone and a desktop. */
export const screenWidths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Waits until the page is drawn as it will stay: fonts, pictures, entrances, scroll at 0.
 * Pictures under `hide` (what other tests change, left out of the picture) are not waited for.
 */
export async function settle(page: Page, hide?: string) {
  await page.evaluate(() => document.fonts.ready);
  // Lazy pictures load and Reveal entrances run (once) only when scrolled into view.
  await page.evaluate(async () => {
    // A frame, or 100 ms when a busy machine draws none (a long page under load stalled here).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await expect
    .poll(() =>
      page.evaluate(
        (hidden) =>
          // Pictures in closed menus never load, and need not.
          [...document.images]
            .filter((image) => image.checkVisibility() && !(hidden && image.closest(hidden)))
            .every((image) => image.complete && image.naturalWidth > 0),
        hide,
      ),
    )
    .toBe(true);
}

/**
 * Compares the whole page with its committed baseline (e2e/__screenshots__, written by
 * `--update-snapshots`): 1% of the pixels may differ, for anti-aliasing between runs.
 */
export async function expectScreen(
  page: Page,
  name: string,
  options: { mask?: Locator[]; hide?: string } = {},
) {
  await settle(page, options.hide);
  // What other tests change while this one runs is left out of the picture (masking it would
  // keep its height, which changes too).
  const stylePath = test.info().outputPath('hide.css');
  writeFileSync(stylePath, options.hide ? `${options.hide} { display: none !important; }` : '');
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    // A long page drawn whole takes seconds on a busy machine.
    timeout: 30_000,
    mask: options.mask ?? [],
    stylePath,
  });
}
