import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import type { InboxMessage } from '../lib/inbox/schema';
import { openAdmin } from './admin-helpers';
import { listAll } from './lists';
import { rememberConsent } from './site-pages';
import { unique, uniqueIp } from './unique';

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

test('an enquiry after landing from a newsletter shows that source, with analytics consent only', async ({
  browser,
  adminPage: page,
  adminRequest,
}) => {
  const withConsent = await enquireAfterLanding(browser, true);
  const withoutConsent = await enquireAfterLanding(browser, false);
  const messages = await listAll<InboxMessage>(adminRequest, '/api/admin/messages', 3);
  const find = (name: string) => messages.find((message) => message.full_name === name);
  expect(find(withConsent)?.source).toEqual({
    landing_page: '/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-offer',
    referrer: null,
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'winter-offer',
  });
  expect(find(withoutConsent)).toBeDefined();
  expect(find(withoutConsent)?.source).toBeNull();

  // The back office shows it on the card and on the dashboard.
  await openAdmin(page, '/admin/messages');
  const card = page.getByRole('article', { name: withConsent });
  await card.getByRole('button', { name: 'View message' }).click();
  await expect(card).toContainText('newsletter / email · campaign winter-offer');
  await page.goto('/admin');
  await expect(
    page.getByRole('region', { name: 'Enquiries by source, last 30 days' }),
  ).toContainText('newsletter / email');
});
