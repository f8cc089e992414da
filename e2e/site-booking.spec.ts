// The scheduling widget on the contact page (docs/spec.md sections 3 and 9): prefill from the contact
// form, the page's utm_* values passed through, and the 630 px inline calendar after consent.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { companyDefaults } from '../lib/content/company';
import { companyContact } from '../lib/domain/company-contact';
import { companyDetailsSchema } from '../lib/domain/company-details';
import { widgetConfig } from './support/site-pages';
import { stubThirdParties } from './support/third-parties';

test.use({ viewport: { width: 1280, height: 800 } });

// The main number of a fresh install: other specs leave the company details as they are.
const phone = companyContact(companyDetailsSchema.parse(companyDefaults)).mainPhone;

/** The frame's address, split into the page it shows and its parameters. */
async function frameAddress(frame: Locator) {
  const src = new URL((await frame.getAttribute('src')) ?? '');
  return { page: `${src.origin}${src.pathname}`, params: Object.fromEntries(src.searchParams) };
}

/** The contact page (third parties stubbed) with a name and an e-mail address typed in. */
async function contactPageWith(
  page: Page,
  context: BrowserContext,
  name: string,
  email: string,
  query = '',
) {
  const requested = await stubThirdParties(context);
  await page.goto(`/contact-us${query}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  return requested;
}

const bookingRegion = (page: Page) =>
  page.getByRole('region', { name: 'Book a free 30-minute consultation' });

async function expectPhoneLink(booking: Locator) {
  await expect(booking.getByRole('link', { name: phone.display })).toHaveAttribute(
    'href',
    phone.href,
  );
}

test('the contact page books inline after consent, carrying the typed details and the utm values', async ({
  page,
  context,
}) => {
  const requested = await contactPageWith(
    page,
    context,
    'Grace Hopper',
    'grace@example.com',
    '?utm_source=x&utm_campaign=y',
  );

  // Before consent: no calendar, but a way to allow it and a number to call instead.
  const booking = bookingRegion(page);
  const allow = booking.getByRole('button', { name: 'Allow scheduling cookies to book here' });
  await expect(allow).toBeVisible();
  await expectPhoneLink(booking);
  const inline = booking.locator('iframe[title="Consultation booking calendar"]');
  await expect(inline).toHaveCount(0);
  expect(requested).toEqual([]);

  await allow.click();
  await expect(inline).toBeVisible();
  await expect(allow).toHaveCount(0);
  // The button is the visitor's answer to the cookie question too: the banner goes.
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);
  expect((await inline.boundingBox())!.height).toBe(630);
  const inlineAddress = await frameAddress(inline);
  expect(inlineAddress.page).toBe(widgetConfig.bookingUrl);
  expect(inlineAddress.params).toMatchObject({
    utm_source: 'x',
    utm_campaign: 'y',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    embed_type: 'Inline',
  });
  expect(inlineAddress.params).not.toHaveProperty('utm_medium');
  await expect(
    page.frameLocator('iframe[title="Consultation booking calendar"]').getByText('Pick a time'),
  ).toBeVisible();
  await expect(booking.getByRole('status')).toHaveCount(0);

  // The popup reads the form as it opens: a name corrected now is the one it carries.
  await page.getByLabel('Full name').fill('Grace B. Hopper');
  await page.getByRole('button', { name: 'Book a free Consultation' }).click();
  const popup = page.getByRole('dialog', { name: 'Book a free 30-minute consultation' });
  const popupAddress = await frameAddress(popup.locator('iframe[title="Booking calendar"]'));
  expect(popupAddress.page).toBe(widgetConfig.bookingUrl);
  expect(popupAddress.params).toMatchObject({
    name: 'Grace B. Hopper',
    email: 'grace@example.com',
    utm_source: 'x',
    utm_campaign: 'y',
    embed_type: 'PopupWidget',
  });
  await expect(
    page.frameLocator('iframe[title="Booking calendar"]').getByText('Pick a time'),
  ).toBeVisible();
  expect(requested.filter((url) => url.startsWith(widgetConfig.bookingUrl))).toHaveLength(2);
});

test('a half-typed e-mail address is left out of the booking address', async ({
  page,
  context,
}) => {
  await contactPageWith(page, context, 'Ada Lovelace', 'ada@');
  await page.getByRole('button', { name: 'Allow scheduling cookies to book here' }).click();
  const { params } = await frameAddress(
    page.locator('iframe[title="Consultation booking calendar"]'),
  );
  expect(params).toMatchObject({ name: 'Ada Lovelace' });
  expect(params).not.toHaveProperty('email');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking section still offers the scheduling page and the phone number', async ({
    page,
    context,
  }) => {
    const requested = await stubThirdParties(context);
    await page.goto('/contact-us');
    const booking = bookingRegion(page);
    await expect(
      booking.getByRole('link', { name: 'Open the booking calendar on Calendly' }),
    ).toHaveAttribute('href', widgetConfig.bookingUrl);
    await expectPhoneLink(booking);
    await expect(booking.getByRole('button')).toHaveCount(0);
    await expect(booking.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});
