// The back office's Settings (issue 44, item 1): an Administrator changes the firm's contact
// details and a visitor's next request shows them in the footer, on the contact and legal pages
// and in the JSON-LD; a refused value names its field and changes nothing; an Editor is refused;
// of two saves on the same loaded details the second is refused, naming the first saver. The
// details are on every public page, so these tests run against a server of their own.
import type { Browser, Page } from '@playwright/test';
import { FORBIDDEN_MESSAGE } from '../lib/auth/forbidden';
import { companyDefaults } from '../lib/content/company';
import type { ActivityPage } from '../lib/own-data/activity/schema';
import { axeViolations } from './support/axe';
import { e2eAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { startOwnApp, type OwnApp } from './support/own-app';
import { seedAccount } from './support/seed-account';
import { loginAs } from './support/team-helpers';

test.describe.configure({ mode: 'serial' });
// Sign-ins through the form (scrypt) and several public pages per test.
test.slow();

const jane = {
  email: 'jane.smith@example.com',
  name: 'Jane Smith',
  role: 'administrator',
  password: 'jane-first-password',
};
const eve = {
  email: 'eve.editor@example.com',
  name: 'Eve Editor',
  role: 'editor',
  password: 'eve-password-1',
};

let app: OwnApp;
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  app = await startOwnApp(info.project.name, async (dir) => {
    await seedAccount(dir, jane);
    await seedAccount(dir, eve);
  });
});
test.afterAll(async () => app?.dispose());

const today = {
  phone: '+44 121 496 0734',
  londonPhone: '+44 20 7946 0581',
  email: 'info@crestfieldbusinessservices.co.uk',
  office: '85 Colmore Row, Birmingham, B3 2BB',
};
const moved = {
  phone: '+44 161 555 0199',
  email: 'hello@crestfield-north.example',
  street: '1 Piccadilly Gardens',
  town: 'Manchester',
  postcode: 'm1 1rg',
  office: '1 Piccadilly Gardens, Manchester, M1 1RG',
  hours: 'Monday to Saturday, 8am to 6pm',
  linkedin: 'https://www.linkedin.com/company/crestfield-north',
};

/** A page of a browser of its own on the test's server. */
const browse = async (browser: Browser) => (await app.browse(browser)).page;

const signedIn = async (browser: Browser, who: { email: string; password: string }) =>
  loginAs(await browse(browser), who.email, who.password);

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toBeVisible();
}

/** The firm's node of the page's JSON-LD: the one that gives a telephone. */
async function firmJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const firm = nodes.find((node) => 'telephone' in node);
  expect(firm, 'a JSON-LD node with a telephone').toBeTruthy();
  return firm!;
}

const door = (page: Page, method: 'GET' | 'PUT', data?: unknown) =>
  page.request.fetch('/api/admin/settings', { method, headers: { origin: app.url }, data });

test('an Administrator saves new details and a visitor sees them on the next request', async ({
  browser,
}) => {
  // The visitor's pages are in the page cache before the save, with today's details.
  const visitor = await browse(browser);
  for (const path of ['/', '/contact-us', '/privacy']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('contentinfo')).toContainText(today.phone);
  }
  await expect(visitor.getByRole('main')).toContainText(today.office);

  const page = await signedIn(browser, jane);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Not changed since the website was set up.')).toBeVisible();
  await expect(page.getByLabel('Phone number').first()).toHaveValue(today.phone);
  await page.getByLabel('Phone number').first().fill(moved.phone);
  await page.getByLabel('Phone label').first().fill('Manchester office');
  await page.getByRole('button', { name: 'Remove phone 2' }).click();
  await expect(page.getByLabel('Phone number')).toHaveCount(1);
  await page.getByLabel('Email').fill(moved.email);
  await page.getByLabel('Street address').fill(moved.street);
  await page.getByLabel('Town or city').fill(moved.town);
  await page.getByLabel('Postcode').fill(moved.postcode);
  await page.getByLabel('Opening hours').fill(moved.hours);
  await page.getByLabel('LinkedIn').fill(moved.linkedin);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The company details are saved')).toBeVisible();
  await expect(page.getByText(/^Last saved by Jane Smith on /)).toBeVisible();
  // Tidied as stored: the postcode in capitals.
  await expect(page.getByLabel('Postcode')).toHaveValue('M1 1RG');

  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: moved.phone })).toHaveAttribute(
    'href',
    'tel:+441615550199',
  );
  await expect(footer.getByRole('link', { name: moved.email })).toHaveAttribute(
    'href',
    `mailto:${moved.email}`,
  );
  await expect(footer).toContainText(`${moved.office}, United Kingdom`);
  await expect(footer.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
    'href',
    moved.linkedin,
  );
  for (const old of [today.phone, today.londonPhone, today.email, today.office]) {
    await expect(footer).not.toContainText(old);
  }
  expect(await firmJsonLd(visitor)).toMatchObject({
    telephone: moved.phone,
    email: moved.email,
    openingHours: moved.hours,
    address: {
      streetAddress: moved.street,
      addressLocality: moved.town,
      postalCode: 'M1 1RG',
    },
  });

  await visitor.goto('/contact-us');
  const main = visitor.getByRole('main');
  await expect(main.getByRole('link', { name: moved.phone })).toBeVisible();
  await expect(main.getByRole('link', { name: moved.email })).toBeVisible();
  await expect(main).toContainText(moved.hours);
  await expect(main).toContainText(`${moved.office}, United Kingdom`);
  await expect(main).not.toContainText(today.londonPhone);

  await visitor.goto('/privacy');
  await expect(visitor.getByRole('main')).toContainText(`registered office at ${moved.office}.`);
  await expect(visitor.getByRole('main')).not.toContainText(today.office);
});

test('the owner finds the save in the activity log with the fields it changed', async ({
  browser,
}) => {
  const owner = await signedIn(browser, e2eAdmin);
  const answer = await owner.request.get('/api/admin/activity?kind=settings');
  const log = (await answer.json()) as ActivityPage;
  expect(log.results.map((entry) => [entry.actor_name, entry.summary])).toEqual([
    [
      'Jane Smith',
      'Changed the company details: Email, Phone numbers, Street address, Town or city, Postcode, Opening hours, LinkedIn',
    ],
  ]);
});

test('a refused value names its field and changes nothing', async ({ browser }) => {
  const page = await signedIn(browser, jane);
  await openSettings(page);
  const phone = page.getByLabel('Phone number').first();
  await phone.fill('call me');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(
    'Enter a phone number: digits and spaces, with a + at the start if needed',
  );
  await expect(phone).toBeFocused();
  expect(await axeViolations(page), 'the form with a refused value').toEqual([]);

  // The door refuses it too, by the same field, whatever sends it.
  const loaded = (await (await door(page, 'GET')).json()) as { details: object; version: number };
  const refused = await door(page, 'PUT', {
    ...loaded.details,
    phones: [{ number: 'call me', label: 'Office' }],
    version: loaded.version,
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({
    'phones.0.number': 'Enter a phone number: digits and spaces, with a + at the start if needed',
  });

  await openSettings(page);
  await expect(page.getByLabel('Phone number').first()).toHaveValue(moved.phone);
  await expect(page.getByLabel('Town or city')).toHaveValue(moved.town);
  const visitor = await browse(browser);
  await visitor.goto('/contact-us');
  await expect(visitor.getByRole('main')).toContainText(moved.phone);
  await expect(visitor.getByRole('main')).not.toContainText('Leeds');
});

test('an Editor has no Settings link, no screen and no door', async ({ browser }) => {
  const page = await signedIn(browser, eve);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('link', { name: 'News / Blogs' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  for (const method of ['GET', 'PUT'] as const) {
    const refused = await door(page, method, method === 'PUT' ? { town: 'Leeds' } : undefined);
    expect(refused.status(), method).toBe(403);
    expect(await refused.json()).toEqual({ error: FORBIDDEN_MESSAGE });
  }
});

test('of two saves on the same loaded details, the second is refused naming the first saver', async ({
  browser,
}) => {
  const janePage = await signedIn(browser, jane);
  const ownerPage = await signedIn(browser, e2eAdmin);
  await openSettings(janePage);
  await openSettings(ownerPage);

  await janePage.getByLabel('Opening hours').fill('Every day, 7am to 9pm');
  await janePage.getByRole('button', { name: 'Save' }).click();
  await expect(janePage.getByText('The company details are saved')).toBeVisible();

  await ownerPage.getByLabel('Town or city').fill('York');
  await ownerPage.getByRole('button', { name: 'Save' }).click();
  await expect(ownerPage.getByRole('alert').filter({ hasText: 'saved these details' })).toHaveText(
    /^Jane Smith saved these details at \d\d:\d\d; reload to see their changes\.$/,
  );

  const visitor = await browse(browser);
  await visitor.goto('/contact-us');
  await expect(visitor.getByRole('main')).toContainText('Every day, 7am to 9pm');
  await expect(visitor.getByRole('main')).toContainText(moved.office);
  await expect(visitor.getByRole('main')).not.toContainText('York');

  await ownerPage.reload();
  await expect(ownerPage.getByLabel('Opening hours')).toHaveValue('Every day, 7am to 9pm');
  await expect(ownerPage.getByLabel('Town or city')).toHaveValue(moved.town);
});

test('saving today’s details again brings the site back to them', async ({ browser }) => {
  const page = await signedIn(browser, e2eAdmin);
  const loaded = (await (await door(page, 'GET')).json()) as { version: number };
  const restored = await door(page, 'PUT', { ...companyDefaults, version: loaded.version });
  expect(restored.status()).toBe(200);
  const visitor = await browse(browser);
  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer).toContainText(`${today.phone}, ${today.londonPhone}`);
  await expect(footer).toContainText(`${today.office}, United Kingdom`);
  await expect(footer).not.toContainText(moved.phone);
});
