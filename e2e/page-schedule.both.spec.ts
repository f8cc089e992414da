// Pages on a schedule (issue 56): "Publish at" beside "Publish" keeps a page's new version out
// of public view, the Pages list marks the page "Scheduled" with its time, and the version goes
// out at the instant typed, not before; a time already past is refused beside the field. In both
// modes (the page's copy lives in the product's own database).
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAdmin } from './support/admin-helpers';
import { unique } from './support/unique';

const key = 'faq:consulting';
const editor = `/admin/pages/${encodeURIComponent(key)}`;
const publicPath = '/faq/consulting';

test.describe.configure({ mode: 'serial' });

/** The public page's text in a browser of its own, with no session: a visitor's view. */
async function visitorSees(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}${publicPath}`);
    return await page.locator('main').first().innerText();
  } finally {
    await context.close();
  }
}

/** A London wall time with seconds, as the "Publish at" field takes it. */
const londonWallTime = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(at)
    .replace(' ', 'T');

test('a page scheduled a few seconds ahead is public at that instant, not before', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openAdmin(page, editor);
  const intro = page.getByLabel('Introduction');
  // The servers' first minute is busy (pictures warmed, tables analysed): the editor may be slow.
  await expect(intro).toBeVisible({ timeout: 20_000 });
  const change = `Consulting answers, refreshed ${unique('scheduled')}.`;
  await intro.fill(change);

  // A time already past is refused beside the field, and nothing is saved.
  await page.getByLabel('Publish at').fill(londonWallTime(new Date(Date.now() - 60_000)));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('Choose a time in the future, or leave Publish at empty to publish now.'),
  ).toBeVisible();

  // The next whole second at least 20 s away: time to look at the list and the page before it.
  const due = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
  await page.getByLabel('Publish at').fill(londonWallTime(due));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const said = page.getByRole('form').getByRole('status');
  await expect(said).toHaveText(/^Scheduled: this version is published at .+ UK time\.$/);

  // The visitor's page, fetched now, is what the page cache keeps until the version goes out.
  expect(await visitorSees(browser, baseURL!)).not.toContain(change);

  await openAdmin(page, '/admin/pages');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: publicPath }) });
  await expect(row).toContainText('Scheduled');
  await expect(row.locator('time')).toHaveAttribute('datetime', due.toISOString());

  expect(Date.now(), 'the checks before the due time ran before it').toBeLessThan(due.getTime());
  expect(await visitorSees(browser, baseURL!)).not.toContain(change);

  await expect
    .poll(() => visitorSees(browser, baseURL!), { timeout: due.getTime() - Date.now() + 30_000 })
    .toContain(change);
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());

  await page.reload();
  await expect(row).not.toContainText('Scheduled');
  await expect(row).toContainText('Published');
});
