import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { InboxMessage } from '../lib/inbox/schema';
import { openAdmin } from './support/admin-helpers';
import { listAll } from './support/lists';
import { rememberConsent } from './support/site-pages';
import { unique, uniqueIp } from './support/unique';

// Where an enquiry came from is kept only for visitors who allowed analytics cookies.

async function enquireAfterLanding(browser: Browser, analytics: boolean): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  await rememberConsent(context, { analytics, marketing: false });
  const page = await context.newPage();
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-offer');
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us/);
  const name = `Source Test ${unique()}`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`${unique()}@example.com`);
  await page.getByLabel('Phone number').fill('+44 7700 900333');
  await page.getByLabel('Service of interest').selectOption('Recruitment Services');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We are growing and need two more receptionists.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('your message has been sent');
  await context.close();
  return name;
}

// Two tests, one browser journey each: together they ran out of the 30 s test timeout on a busy
// machine (every action then takes seconds), although the page was right by then.
const newestMessages = (request: APIRequestContext) =>
  listAll<InboxMessage>(request, '/api/admin/messages', 3);

test('an enquiry after landing from a newsletter shows that source, on its card and the dashboard', async ({
  browser,
  adminPage: page,
  adminRequest,
}) => {
  const name = await enquireAfterLanding(browser, true);
  const message = (await newestMessages(adminRequest)).find((item) => item.full_name === name);
  expect(message?.source).toEqual({
    landing_page: '/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-offer',
    referrer: null,
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'winter-offer',
  });

  await openAdmin(page, '/admin/messages');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'View message' }).click();
  await expect(card).toContainText('newsletter / email · campaign winter-offer');
  await page.goto('/admin');
  await expect(
    page.getByRole('region', { name: 'Enquiries by source, last 30 days' }),
  ).toContainText('newsletter / email');
});

test('an enquiry from a visitor without analytics consent keeps no source', async ({
  browser,
  adminRequest,
}) => {
  const name = await enquireAfterLanding(browser, false);
  const message = (await newestMessages(adminRequest)).find((item) => item.full_name === name);
  expect(message).toBeDefined();
  expect(message?.source).toBeNull();
});
