// Home and About are built from sections (the shaping issue, item 3): their editors list the
// sections the pages show today, which the firm moves, adds to and publishes like any page's;
// Restore brings the shipped page back. The home page is everyone's first page, so these tests
// change it on a server of their own.
import type { Browser } from '@playwright/test';
import { e2eAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { startOwnApp, type OwnApp } from './support/own-app';
import { loginAs } from './support/team-helpers';

test.describe.configure({ mode: 'serial' });
test.slow();

let app: OwnApp;
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  app = await startOwnApp(info.project.name);
});
test.afterAll(async () => app?.dispose());

const browse = async (browser: Browser) => (await app.browse(browser)).page;
const owner = async (browser: Browser) =>
  loginAs(await browse(browser), e2eAdmin.email, e2eAdmin.password);

/** The headings of a page's sections (its h2s), as a visitor reads them. */
async function sectionHeadings(browser: Browser, path: string) {
  const visitor = await browse(browser);
  await visitor.goto(path);
  const headings = await visitor
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allInnerTexts();
  await visitor.context().close();
  return headings;
}

const shippedHome = [
  'What we do',
  'Why choose Crestfield',
  'How we work',
  'What you can expect',
  'Ready to take something off your plate?',
];

test('the home page’s sections are the firm’s to move, add to and publish, and Restore brings them back', async ({
  browser,
}) => {
  expect(await sectionHeadings(browser, '/')).toEqual(shippedHome);
  const page = await owner(browser);
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit Home' }).click();
  const opening = page.getByRole('group', { name: 'Opening' });
  await expect(opening.getByLabel('Line above the heading')).toHaveValue(
    'Business services from Birmingham',
  );
  const sections = page.getByRole('group', { name: /, section \d+$/ });
  await expect(sections).toHaveCount(5);
  const steps = page.getByRole('group', { name: 'Steps, section 3' });
  await steps.getByRole('button', { name: 'Show fields' }).click();
  await expect(steps.getByLabel('Heading', { exact: true })).toHaveValue('How we work');
  await steps.getByRole('button', { name: 'Move up', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Steps, section 2' })).toBeVisible();

  await page.getByLabel('Kind of section').selectOption({ label: 'Quote' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const quote = page.getByRole('group', { name: 'Quote, section 6' });
  await quote.getByLabel('Quote', { exact: true }).fill('Every call answered in our name.');
  await quote.getByLabel('Name', { exact: true }).fill('Grace Mensah');
  await quote.getByLabel('Company', { exact: true }).fill('Mensah Lettings');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version \d+/);

  await expect
    .poll(() => sectionHeadings(browser, '/'), { timeout: 15_000 })
    .toEqual([shippedHome[0], shippedHome[2], shippedHome[1], ...shippedHome.slice(3)]);
  const visitor = await browse(browser);
  await visitor.goto('/');
  const main = visitor.getByRole('main');
  await expect(main.getByText('Every call answered in our name.')).toBeVisible();
  // The opening and the closing band keep their buttons.
  await expect(main.getByRole('link', { name: 'Explore our services' })).toHaveAttribute(
    'href',
    '#services',
  );
  await expect(main.getByRole('link', { name: 'Book a consultation' })).toHaveCount(2);
  await visitor.goto('/search?q=mensah');
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('group', { name: /, section \d+$/ })).toHaveCount(5);
  await expect.poll(() => sectionHeadings(browser, '/'), { timeout: 15_000 }).toEqual(shippedHome);
});

test('the About page’s story is a Text section with its highlighted mission', async ({
  browser,
}) => {
  const page = await owner(browser);
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit About Us' }).click();
  const story = page.getByRole('group', { name: 'Text, section 1' });
  await story.getByRole('button', { name: 'Show fields' }).click();
  // Its rich text field loads on opening; its "Loading" status would be a second one in the form.
  await expect(story.getByText('Loading the editor...')).toBeHidden();
  await expect(story.getByLabel('Highlight caption')).toHaveValue('Our mission');
  await story.getByLabel('Highlight (optional)').fill('Calm, dependable support for every client.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version \d+/);
  const visitor = await browse(browser);
  await visitor.goto('/about');
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 3, name: 'Our mission' })).toBeVisible();
  await expect(main.getByText('Calm, dependable support for every client.')).toBeVisible();
});
