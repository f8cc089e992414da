import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CONSENT_KEY, CONSENT_VERSION, consentRecord } from '@/lib/consent/consent';
import { expectStoredChoice, rememberConsent, widgetConfig } from './support/site-pages';
import { refuseLaterScripts } from './support/late-scripts';
import { isLocal, stubThirdParties } from './support/third-parties';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Opens a page and waits until the widgets could have loaded: the page loaded (the runtime
 * settings come with it) and a moment passed for any (wrongly) consented script to be requested.
 */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(750);
}

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage).sort()));

test('nothing but the consent record is stored, and no third party is contacted, before a choice', async ({
  page,
  context,
}) => {
  const requested = await stubThirdParties(context);
  await openAndSettle(page, '/');
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  expect(await storage(page)).toEqual({});
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await expect(page.getByRole('button', { name: 'Book a free Consultation' })).toHaveCount(0);
});

test('Accept All stores both categories and loads the chat script and the booking badge', async ({
  page,
  context,
}) => {
  const requested = await stubThirdParties(context);
  await openAndSettle(page, '/about');
  expect(requested).toEqual([]);

  const chatScript = page.waitForRequest(widgetConfig.livechatScript);
  await page.getByRole('button', { name: 'Accept All' }).click();
  await chatScript;
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
  expectStoredChoice(await storage(page), { analytics: true, marketing: true });

  const badge = page.getByRole('button', { name: 'Book a free Consultation' });
  await expect(badge).toBeVisible();
  await badge.click();
  const popup = page.getByRole('dialog', { name: 'Book a free 30-minute consultation' });
  await expect(popup).toBeVisible();
  const frame = popup.locator('iframe[title="Booking calendar"]');
  expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${widgetConfig.bookingUrl}\\?`));
  await expect(
    page.frameLocator('iframe[title="Booking calendar"]').getByText('Pick a time'),
  ).toBeVisible();
  await expect(popup.getByRole('status')).toHaveCount(0);
  const size = await popup.boundingBox();
  expect(size!.width).toBeGreaterThanOrEqual(900);
  expect(size!.width).toBeLessThanOrEqual(1000);
  expect((await frame.boundingBox())!.height).toBe(630);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // The choice holds on the next page, with no banner.
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book a free Consultation' })).toBeVisible();
});

test('the booking popup shows a loading state until its frame arrives and fits a phone', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release!: () => void;
  const frameHeld = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => !isLocal(url.href),
    async (route) => {
      if (route.request().resourceType() === 'document') await frameHeld;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Pick a time</p>' });
    },
  );
  await rememberConsent(page, { analytics: false, marketing: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a free Consultation' }).click();
  const popup = page.getByRole('dialog', { name: 'Book a free 30-minute consultation' });
  await expect(popup.getByRole('status')).toHaveText('Loading the booking calendar...');
  expect((await popup.boundingBox())!.width).toBeLessThanOrEqual(390);
  release();
  await expect(popup.getByRole('status')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('Reject All stores both categories off and loads no widget', async ({ page, context }) => {
  const requested = await stubThirdParties(context);
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
  expectStoredChoice(await storage(page), { analytics: false, marketing: false });
  await openAndSettle(page, '/');
  await expect(page.getByRole('button', { name: 'Reject All' })).toHaveCount(0);
  expect(requested).toEqual([]);
  await expect(page.getByRole('button', { name: 'Book a free Consultation' })).toHaveCount(0);
});

test('Cookie Settings lets the visitor choose each category and reopens from the footer', async ({
  page,
  context,
}) => {
  const requested = await stubThirdParties(context);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Your privacy choices' })
    .getByRole('button', { name: 'Cookie Settings' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  const essential = dialog.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

  // Close without saving: still no choice, so the banner returns.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
  expect(await storage(page)).toEqual({});

  await page
    .getByRole('region', { name: 'Your privacy choices' })
    .getByRole('button', { name: 'Cookie Settings' })
    .click();
  await dialog.getByLabel('Analytics').check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
  expectStoredChoice(await storage(page), { analytics: true, marketing: false });
  await page.waitForTimeout(750);
  expect(requested).toEqual([]);

  // The footer reopens the preferences with the stored choice; marketing now loads the chat.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  const chatScript = page.waitForRequest(widgetConfig.livechatScript);
  await dialog.getByRole('switch', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await chatScript;
  await expect(page.getByRole('button', { name: 'Book a free Consultation' })).toBeVisible();

  // Withdrawing marketing consent removes the widgets again.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('button', { name: 'Book a free Consultation' })).toHaveCount(0);
  expect(await page.locator(`script[src="${widgetConfig.livechatScript}"]`).count()).toBe(0);
});

test('Book a consultation links open the scheduling popup once marketing is allowed', async ({
  page,
  context,
}) => {
  await stubThirdParties(context);
  await page.goto('/recruitment-services');
  const book = page.getByRole('main').getByRole('link', { name: 'Book a consultation' }).first();
  await expect(book).toHaveAttribute('href', '/contact-us?service=Recruitment%20Services');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(book).toHaveAttribute('aria-haspopup', 'dialog');
  await book.click();
  await expect(
    page.getByRole('dialog', { name: 'Book a free 30-minute consultation' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/recruitment-services$/);
});

test('a choice made under an older cookie policy, or over 12 months ago, is asked for again', async ({
  browser,
}) => {
  const choice = { analytics: true, marketing: true };
  const thirteenMonthsAgo = Date.now() - 395 * 86_400_000;
  for (const record of [
    { ...consentRecord(choice), version: CONSENT_VERSION - 1 },
    consentRecord(choice, thirteenMonthsAgo),
  ]) {
    const context = await browser.newContext();
    const requested = await stubThirdParties(context);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify(record),
    ] as const);
    const page = await context.newPage();
    await openAndSettle(page, '/');
    await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
    // Until the visitor answers again, the old "yes" loads nothing.
    expect(requested).toEqual([]);
    await context.close();
  }
  // A current choice is not asked for again.
  const context = await browser.newContext();
  await rememberConsent(context, choice);
  await stubThirdParties(context);
  const page = await context.newPage();
  await openAndSettle(page, '/');
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);
  await context.close();
});

test('when the widgets’ scripts cannot load after Accept All, the page stays as it was', async ({
  page,
  context,
}) => {
  await stubThirdParties(context);
  await openAndSettle(page, '/about');
  const refused = await refuseLaterScripts(page);

  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
  await page.waitForTimeout(750);
  expect(refused()).toBeGreaterThan(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expectStoredChoice(await storage(page), { analytics: true, marketing: true });
});

test('the banner is decided before the page’s scripts run: shown to a first visit, never to a returning one', async ({
  browser,
}) => {
  const choice = { analytics: false, marketing: false };
  const cases = [
    { stored: undefined, shown: true },
    { stored: consentRecord(choice), shown: false },
    { stored: { ...consentRecord(choice), version: CONSENT_VERSION - 1 }, shown: true },
  ];
  for (const { stored, shown } of cases) {
    const context = await browser.newContext();
    await stubThirdParties(context);
    if (stored)
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        CONSENT_KEY,
        JSON.stringify(stored),
      ] as const);
    // No script of the page's own: what shows is the server's HTML and the inline check alone.
    await context.route('**/_next/static/**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/faq/consulting', { waitUntil: 'load' });
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    if (shown) {
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();
    } else await expect(banner).toBeHidden();
    await context.close();
  }
});
