// Checks before publishing, as the firm meets them in a page's editor: a long SEO title is a
// warning, a link to an address of this site that answers 404 stops "Publish" with a message
// naming it and publishes nothing; with the link fixed, the page publishes. In both modes (the
// page's copy lives in the product's own database). The checks themselves:
// lib/domain/page-checks.test.ts; the doors: app/api/admin/pages/[key]/publish/route.test.ts.
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAdmin } from './support/admin-helpers';
import { unique } from './support/unique';

const door = '/api/admin/pages/privacy';

/** The privacy policy as a visitor's browser (no session) gets it: its title and its HTML. */
async function visitorSees(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/privacy`);
    return { title: await page.title(), html: await page.locator('main').innerHTML() };
  } finally {
    await context.close();
  }
}

test('a broken link stops Publish, naming it; a long SEO title only warns; fixed, it publishes', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  await openAdmin(page, '/admin/pages');
  const origin = { origin: new URL(page.url()).origin };
  const opened = (await (await page.request.get(door)).json()) as {
    revision: number;
    content: { body: string };
  };
  // A draft whose first plain paragraph links to an address this site does not have.
  const broken = `/${unique('no-such-page')}`;
  let linked = '';
  // An earlier run stopped midway may have left its draft: its links are taken off first.
  const body = opened.content.body
    .replace(/<a [^>]*href="\/no-such-page[^"]*"[^>]*>([^<]*)<\/a>/g, '$1')
    .replace(/<p>([^<&]{12,})<\/p>/, (_, words: string) => {
      linked = words;
      return `<p><a href="${broken}">${words}</a></p>`;
    });
  expect(linked).not.toBe('');
  const saved = await page.request.put(door, {
    headers: origin,
    // No SEO title of an earlier run: the only check is the broken link.
    data: { revision: opened.revision, content: { ...opened.content, body, seoTitle: '' } },
  });
  expect(saved.status()).toBe(200);

  await page.getByRole('link', { name: 'Edit Privacy Policy' }).click();
  const checks = page.getByRole('region', { name: 'Checks' });
  const stop = `Stops publishing: The link to ${broken} leads to an address of this site that does not exist (404).`;
  await expect(checks.getByRole('listitem')).toHaveText([stop]);

  // Over the 60 characters search engines show, within the field's 70.
  const seoTitle = `Privacy at ${unique()}: how we collect, keep and use your data`;
  expect(seoTitle.length).toBeGreaterThan(60);
  expect(seoTitle.length).toBeLessThanOrEqual(70);
  await page.getByLabel('SEO title').fill(seoTitle);
  await expect(checks.getByRole('listitem')).toHaveText([
    stop,
    `Warning: The SEO title is ${seoTitle.length} characters: search engines show about 60.`,
  ]);

  await page.getByRole('button', { name: 'Publish' }).click();
  const form = page.getByRole('form');
  await expect(form.getByRole('alert')).toHaveText(
    `Not published. The link to ${broken} leads to an address of this site that does not exist (404).`,
  );
  await expect(form.getByRole('status')).not.toHaveText(/Published/);
  const before = await visitorSees(browser, baseURL!);
  expect(before.html).not.toContain(broken);
  expect(before.title).not.toContain(seoTitle);

  // The link taken off with the editor's Link tool (an empty address removes it).
  await page.getByRole('textbox', { name: 'Body' }).getByText(linked).click();
  page.once('dialog', (dialog) => void dialog.accept(''));
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(checks.getByRole('listitem')).toHaveText([
    `Warning: The SEO title is ${seoTitle.length} characters: search engines show about 60.`,
  ]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published: version \d+ is live/);
  await expect.poll(async () => (await visitorSees(browser, baseURL!)).title).toContain(seoTitle);

  // The original copy again, for the specs that draw the page, once the visitor has it.
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect
    .poll(async () => (await visitorSees(browser, baseURL!)).title)
    .not.toContain(seoTitle);
});
