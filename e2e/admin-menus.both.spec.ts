// The back office's Menus (issue 56, item 4): an Editor adds a link to the header menu and one to
// the footer menu, and a visitor's next request shows them in the banner on a desktop screen and
// in the footer, on every page; a refused link names its field and changes nothing; a link to an
// address that is none of the site's pages is flagged; a Receptionist is refused. The menus are
// on every public page, so these tests run against a server of their own.
import type { Browser, Page } from '@playwright/test';
import { FORBIDDEN_MESSAGE } from '../lib/auth/forbidden';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startOwnApp, type OwnApp } from './support/own-app';
import { seedAccount } from './support/seed-account';
import { loginAs } from './support/team-helpers';

test.describe.configure({ mode: 'serial' });
// Sign-ins through the form (scrypt) and several public pages per test.
test.slow();

const eve = {
  email: 'eve.editor@example.com',
  name: 'Eve Editor',
  role: 'editor',
  password: 'eve-password-1',
};
const rita = {
  email: 'rita.reception@example.com',
  name: 'Rita Reception',
  role: 'receptionist',
  password: 'rita-password-1',
};

let app: OwnApp;
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  app = await startOwnApp(info.project.name, async (dir) => {
    await seedAccount(dir, eve);
    await seedAccount(dir, rita);
  });
});
test.afterAll(async () => app?.dispose());

const LINK_MESSAGE =
  'Enter a page of this site (an address starting with /) or an address starting with https://';
const desktop = { width: 1280, height: 800 };

/** A page of a browser of its own on the test's server. */
const browse = async (browser: Browser) => (await app.browse(browser)).page;

const signedIn = async (browser: Browser, who: { email: string; password: string }) =>
  loginAs(await browse(browser), who.email, who.password);

async function openMenus(page: Page) {
  await page.goto('/admin/menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Header menu' })).toBeVisible();
}

const menu = (page: Page, name: 'Header menu' | 'Footer menu') =>
  page.getByRole('group', { name, exact: true });
const row = (page: Page, name: 'Header menu' | 'Footer menu', place: number) =>
  menu(page, name).getByRole('group', { name: `Link ${place}`, exact: true });

const door = (page: Page, method: 'GET' | 'PUT', data?: unknown) =>
  page.request.fetch('/api/admin/menus', { method, headers: { origin: app.url }, data });

test('an Editor adds a header and a footer link and a visitor sees them on the next request', async ({
  browser,
}) => {
  // The visitor's pages are in the page cache before the save, with today's menus.
  const visitor = await browse(browser);
  await visitor.setViewportSize(desktop);
  for (const path of ['/', '/about']) {
    await visitor.goto(path);
    await expect(
      visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }),
    ).toBeVisible();
  }

  const page = await signedIn(browser, eve);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await sidebar.getByRole('link', { name: 'Menus', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(page.getByText('Not changed since the website was set up.')).toBeVisible();
  // Seeded with the links the site has always shown.
  await expect(row(page, 'Header menu', 5).getByLabel('Label')).toHaveValue('Contact us');
  await expect(row(page, 'Footer menu', 5).getByLabel('Label')).toHaveValue('FAQ');

  await menu(page, 'Header menu').getByRole('button', { name: 'Add link' }).click();
  await row(page, 'Header menu', 6).getByLabel('Label').fill('Questions');
  await row(page, 'Header menu', 6).getByLabel('Link', { exact: true }).fill('/faq');
  // Before the contact button.
  await row(page, 'Header menu', 6).getByRole('button', { name: 'Move up' }).click();
  await expect(row(page, 'Header menu', 5).getByLabel('Label')).toHaveValue('Questions');
  await expect(row(page, 'Header menu', 6).getByLabel('Label')).toHaveValue('Contact us');

  await menu(page, 'Footer menu').getByRole('button', { name: 'Add link' }).click();
  await row(page, 'Footer menu', 7).getByLabel('Label').fill('Partner network');
  await row(page, 'Footer menu', 7)
    .getByLabel('Link', { exact: true })
    .fill('https://partners.example.org/');
  // And FAQ leaves the footer.
  await row(page, 'Footer menu', 5).getByRole('button', { name: 'Remove' }).click();
  expect(await axeViolations(page), 'the Menus screen').toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The menus are saved')).toBeVisible();
  await expect(page.getByText(/^Last saved by Eve Editor on /)).toBeVisible();

  for (const path of ['/', '/about']) {
    await visitor.goto(path);
    const main = visitor.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const added = main.getByRole('link', { name: 'Questions', exact: true });
    await expect(added, path).toBeVisible();
    await expect(added).toHaveAttribute('href', '/faq');
    await expect(main.getByRole('button', { name: 'Services', exact: true })).toBeVisible();
    expect(await main.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'About Us',
      'Careers',
      'News and Blogs',
      'Questions',
      'Contact us',
    ]);
    const quick = visitor.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('link', { name: 'Partner network' })).toHaveAttribute(
      'href',
      'https://partners.example.org/',
    );
    await expect(quick.getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0);
  }
});

test('a refused link names its field and changes nothing', async ({ browser }) => {
  const page = await signedIn(browser, eve);
  await openMenus(page);
  await menu(page, 'Header menu').getByRole('button', { name: 'Add link' }).click();
  const added = row(page, 'Header menu', 7);
  await added.getByLabel('Label').fill('Files');
  const link = added.getByLabel('Link', { exact: true });
  await link.fill('ftp://files.example.org/');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(LINK_MESSAGE);
  await expect(link).toBeFocused();
  expect(await axeViolations(page), 'the form with a refused link').toEqual([]);

  // The door refuses it too, by the same field, whatever sends it.
  const loaded = (await (await door(page, 'GET')).json()) as {
    menus: { header: object[]; footer: object[] };
    version: number;
  };
  const refused = await door(page, 'PUT', {
    header: [...loaded.menus.header, { label: 'Files', link: 'javascript:alert(1)' }],
    footer: loaded.menus.footer,
    version: loaded.version,
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({ 'header.6.link': LINK_MESSAGE });

  await openMenus(page);
  await expect(menu(page, 'Header menu').getByRole('group')).toHaveCount(6);
  const visitor = await browse(browser);
  await visitor.setViewportSize(desktop);
  await visitor.goto('/');
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Files' })).toHaveCount(0);
});

test('a link to an address that is none of the site’s pages is flagged', async ({ browser }) => {
  const page = await signedIn(browser, eve);
  await openMenus(page);
  const link = row(page, 'Header menu', 2).getByLabel('Link', { exact: true });
  await link.fill('/no-such-page');
  await expect(link).toHaveAccessibleDescription(/No page of the site has this address/);
  await link.fill('/about');
  await expect(page.getByText('No page of the site has this address')).toHaveCount(0);
});

test('a Receptionist cannot open Menus', async ({ browser }) => {
  const page = await signedIn(browser, rita);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Menus', exact: true })).toHaveCount(0);
  await page.goto('/admin/menus');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  const refused = await door(page, 'PUT', { header: [], footer: [], version: 1 });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: FORBIDDEN_MESSAGE });
  expect((await door(page, 'GET')).status()).toBe(403);
});
