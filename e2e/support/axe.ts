// The accessibility scan every a11y spec runs: axe-core over the page as it is now, violations
// only, each with the elements it names.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, what the public site promises; without tags, every axe rule. */
export const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21aa'];

export async function axeViolations(page: Page, tags?: string[]) {
  // After a client-side navigation Next sets the new page's title once its metadata has come:
  // a scan in between would report the title missing. A page that never gets one still fails.
  await expect(page, 'the page has a title to scan').toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page })
    // axe.run in the page itself: the default finishes each scan in a new blank page (for
    // cross-origin frames, which no scanned screen has), a second more per scan.
    .setLegacyMode(true)
    // The page editors' live preview frames a public page, scanned where it is served
    // (site-a11y.spec.ts); counted here, its banner and main would clash with the screen's own.
    .exclude('iframe[title^="Live preview of"]');
  if (tags) builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
