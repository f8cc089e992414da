// The page editors' "Live preview" (issue 56, item 5): beside the fields, the public page in a
// frame of this site follows what is typed before anything is saved, at "Phone" and "Desktop"
// widths. Only the editor's frame shows the unsaved copy: the same editor's Preview in another
// tab shows the saved draft, and a visitor what is published. A page of the firm's own is
// shown at an address of the frame's own, which answers no one else. Nothing here is saved: the
// page added stays a draft, the contact page as it was.
import type { Browser, Page } from '@playwright/test';
import { openAdmin } from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { rememberConsent } from './support/site-pages';
import { unique, uniqueIp } from './support/unique';

test.describe.configure({ mode: 'serial' });
test.slow();

/** What a visitor, in a browser of their own with no session, gets at `path`. */
async function visitorGets(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    return { status: response?.status(), text: await page.locator('body').innerText() };
  } finally {
    await context.close();
  }
}

const preview = (page: Page) => page.getByRole('region', { name: 'Live preview' });

test('a page of the firm’s own shows what is typed in its live preview, to its editor alone', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const title = `Sectors ${unique()}`;
  const address = `sectors-${unique()}`;
  // An editor who accepted analytics: the frame's pages are previews, never counted as visits.
  await rememberConsent(page, { analytics: true, marketing: false });
  const visits: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/visits') visits.push(request.frame().url());
  });
  await openAdmin(page, '/admin/pages/new-page');
  const form = page.getByRole('form', { name: 'Add a page' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Address').fill(address);
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();

  const frame = page.frameLocator(`iframe[title="Live preview of ${title}"]`);
  // The frame's first page is the server's first render in draft mode: it may take a while.
  await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Kind of section').selectOption({ label: 'Quote' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const quote = page.getByRole('group', { name: 'Quote, section 1' });
  const typed = `Not one missed call since we started ${unique()}.`;
  await quote.getByLabel('Quote', { exact: true }).fill(typed);
  // Half a quote does not fit (it needs a name): the preview waits for the rest.
  await expect(preview(page).getByRole('status')).toHaveText(/shows the last copy that fits/);
  await quote.getByLabel('Name', { exact: true }).fill('Amara Okafor');
  await quote.getByLabel('Company', { exact: true }).fill('Okafor Dental');
  await expect(frame.getByText(typed)).toBeVisible();
  expect(visits).toEqual([]);
  // Draft mode reaches the frame alone: elsewhere the editor's browser gets the site as a visitor
  // does (the unsaved page answers 404) until it presses Preview, which shows the saved draft.
  const tab = await page.context().newPage();
  expect((await tab.goto(`/${address}`))?.status()).toBe(404);
  await tab.close();
  const [previewTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^Preview/ }).click(),
  ]);
  await expect(previewTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(previewTab.getByText(typed)).toHaveCount(0);
  await previewTab.close();

  // Nothing was saved: the page is still a draft no visitor can open, nor the frame's address.
  for (const path of [`/${address}`, `/_live/${address}?live-preview=1`]) {
    const visitor = await visitorGets(browser, baseURL, path);
    expect(visitor.status, path).toBe(404);
    expect(visitor.text, path).not.toContain(typed);
  }
});

test('the contact page’s live preview follows each change, at Phone and Desktop widths', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  await openAdmin(page, '/admin/pages/contact');
  const heading = page.getByLabel('Heading', { exact: true });
  await expect(heading).toBeVisible();
  const frameElement = page.locator('iframe[title^="Live preview of"]');
  const frame = page.frameLocator('iframe[title^="Live preview of"]');
  const saved = await heading.inputValue();
  await expect(frame.getByRole('heading', { level: 1, name: saved })).toBeVisible({
    timeout: 20_000,
  });

  const typed = `Talk to us today ${unique()}`;
  await heading.fill(typed);
  await expect(frame.getByRole('heading', { level: 1, name: typed })).toBeVisible();
  for (const path of ['/contact-us', '/contact-us?live-preview=1']) {
    const visitor = await visitorGets(browser, baseURL, path);
    expect(visitor.status, path).toBe(200);
    expect(visitor.text, path).toContain(saved);
    expect(visitor.text, path).not.toContain(typed);
  }
  // The same editor in another tab gets the saved copy.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/contact-us');
  await expect(otherTab.getByRole('heading', { level: 1, name: saved })).toBeVisible();
  await otherTab.close();

  // Copy that does not fit yet (an emptied heading) leaves the last that did on show.
  await heading.fill('');
  await expect(preview(page).getByRole('status')).toHaveText(/shows the last copy that fits/);
  await expect(frame.getByRole('heading', { level: 1, name: typed })).toBeVisible();
  const again = `${typed}, again`;
  await heading.fill(again);
  await expect(frame.getByRole('heading', { level: 1, name: again })).toBeVisible();
  await expect(preview(page).getByText(/shows the last copy that fits/)).toHaveCount(0);

  const phone = preview(page).getByRole('button', { name: 'Phone' });
  const desktop = preview(page).getByRole('button', { name: 'Desktop' });
  const frameWidth = () => frameElement.evaluate((element) => (element as HTMLElement).offsetWidth);
  await expect(desktop).toHaveAttribute('aria-pressed', 'true');
  expect(await frameWidth()).toBe(1280);
  await phone.click();
  await expect(phone).toHaveAttribute('aria-pressed', 'true');
  await expect(desktop).toHaveAttribute('aria-pressed', 'false');
  expect(await frameWidth()).toBe(390);
  // The page lays itself out for the width: its Menu button shows on a phone only.
  const menu = frame.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toBeVisible();
  await desktop.click();
  expect(await frameWidth()).toBe(1280);
  await expect(menu).toBeHidden();
});

test('only the live preview may be framed, and only by this site', async ({ adminPage: page }) => {
  const framed = await page.request.get('/contact-us');
  expect(framed.headers()['x-frame-options']).toBe('DENY');
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await openAdmin(page, '/admin/pages/contact');
  await expect(page.frameLocator('iframe[title^="Live preview of"]').locator('h1')).toBeVisible();
  const live = await page.request.get('/contact-us?live-preview=1');
  expect(live.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(live.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const preview = await page.request.get('/contact-us');
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
