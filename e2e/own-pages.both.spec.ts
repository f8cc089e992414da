// Pages of the firm's own (the shaping issue, item 2): "Add page" makes a draft page at its own
// address; its editor builds it from sections (Add section, Move up, Move down, Remove); once
// published it is at /{address}, in the sitemap and site search. Bad sections are refused at the
// door naming the field, and nothing is saved. The page list reaches every public page's routes,
// so these tests run on a server of their own.
import type { Browser, Page } from '@playwright/test';
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

const sectors = { title: 'Sectors we serve', address: 'sectors-we-serve' };
const door = `/api/admin/pages/${encodeURIComponent(`page:${sectors.address}`)}`;

const browse = async (browser: Browser) => (await app.browse(browser)).page;
const owner = async (browser: Browser) =>
  loginAs(await browse(browser), e2eAdmin.email, e2eAdmin.password);

async function addSection(page: Page, kind: string) {
  await page.getByLabel('Kind of section').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Add section' }).click();
}

test('a page added with Add page is built from sections and published at its address', async ({
  browser,
}) => {
  const page = await owner(browser);
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a page' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a page' });
  await form.getByLabel('Title').fill(sectors.title);
  await form.getByLabel('Address').fill('careers');
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(form.getByText('/careers is one of the site’s own addresses')).toBeVisible();
  await form.getByLabel('Address').fill('recruitment-services');
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(form.getByText('/recruitment-services is already the address of')).toBeVisible();
  await form.getByLabel('Address').fill(sectors.address);
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit ${sectors.title}` }),
  ).toBeVisible();
  // A draft answers 404 to visitors.
  const before = await page.request.get(`${app.url}/${sectors.address}`, { maxRedirects: 0 });
  expect(before.status()).toBe(404);

  await addSection(page, 'Call to action');
  const cta = page.getByRole('group', { name: 'Call to action, section 1' });
  await cta.getByLabel('Heading', { exact: true }).fill('Talk to our sector team');
  await cta.getByLabel('Button link').fill('javascript:alert(1)');
  await addSection(page, 'Questions');
  const questions = page.getByRole('group', { name: 'Questions, section 2' });
  await questions.getByLabel('Heading', { exact: true }).fill('Questions from dental practices');
  await questions
    .getByLabel('Question 1', { exact: true })
    .fill('Can you book patients in for us?');
  await questions
    .getByLabel('Answer 1', { exact: true })
    .fill('Yes: our receptionists use your booking system.');
  await addSection(page, 'Quote');
  const quote = page.getByRole('group', { name: 'Quote, section 3' });
  await quote.getByLabel('Quote', { exact: true }).fill('Not one missed call since we started.');
  await quote.getByLabel('Name', { exact: true }).fill('Amara Okafor');
  await quote.getByLabel('Company', { exact: true }).fill('Okafor Dental');
  await quote.getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByRole('group', { name: 'Quote, section 2' })).toBeVisible();

  // A link that is neither of this site nor https stops the publish, named beside its field.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(cta.getByText('Enter a page of this site')).toBeVisible();
  await cta.getByLabel('Button link').fill('/contact-us');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 1/);

  const visitor = await browse(browser);
  await visitor.goto(`/${sectors.address}`);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: sectors.title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Talk to our sector team',
    'Questions from dental practices',
  ]);
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await expect(main.getByText('Not one missed call since we started.')).toBeVisible();
  await main.getByRole('button', { name: 'Can you book patients in for us?' }).click();
  await expect(main.getByText('our receptionists use your booking system')).toBeVisible();
  expect(await visitor.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining('"FAQPage"')]),
  );
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${app.url}/${sectors.address}`,
  );
  const sitemap = await (await visitor.request.get(`${app.url}/sitemap-pages.xml`)).text();
  expect(sitemap).toContain(`<loc>${app.url}/${sectors.address}</loc>`);
  await visitor.goto('/search?q=okafor');
  await expect(visitor.getByRole('main').getByRole('link', { name: sectors.title })).toBeVisible();

  // Preview (draft mode) shows the page to its editor, as the live preview does.
  const preview = await page.context().newPage();
  await preview.goto(`${app.url}${door}/preview`);
  await expect(
    preview.getByRole('main').getByRole('heading', { level: 1, name: sectors.title }),
  ).toBeVisible();
  // Still in draft mode, its public address leads the editor there too (not to a 404).
  await preview.goto(`${app.url}/${sectors.address}`);
  await expect(
    preview.getByRole('main').getByRole('heading', { level: 1, name: sectors.title }),
  ).toBeVisible();
  // "Exit preview" ends it: back at the page's public address, as a visitor gets it.
  const bar = preview.getByRole('complementary', { name: 'Preview' });
  await bar.getByRole('button', { name: 'Exit preview' }).click();
  await expect(preview).toHaveURL(`${app.url}/${sectors.address}`);
  await expect(
    preview.getByRole('main').getByRole('heading', { level: 1, name: sectors.title }),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);
  await preview.close();

  // Once live, its address is a page of the site: a button may lead to it (the Checks find it,
  // though only the fallback route answers it).
  await cta.getByLabel('Button link').fill(`/${sectors.address}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 2/);
});

test('bad sections are refused at the door naming the field, and nothing is saved', async ({
  browser,
}) => {
  const page = await owner(browser);
  await page.goto('/admin/pages');
  const origin = { origin: new URL(page.url()).origin };
  const opened = (await (await page.request.get(`${app.url}${door}`)).json()) as {
    revision: number;
    content: { sections: unknown[] };
  };
  const save = (sections: unknown[]) =>
    page.request.put(`${app.url}${door}`, {
      headers: origin,
      data: { revision: opened.revision, content: { ...opened.content, sections } },
    });
  const refusals: [unknown[], string, string][] = [
    [[{ kind: 'carousel' }], 'sections.0.kind', 'Choose one of the kinds of section'],
    [[{ kind: 'quote', quote: 'Words only.' }], 'sections.0.name', 'Please fill this in.'],
    [
      [
        {
          kind: 'call-to-action',
          heading: 'A',
          text: 'B',
          buttonLabel: 'C',
          buttonLink: 'http://x.example',
        },
      ],
      'sections.0.buttonLink',
      'Enter a page of this site',
    ],
    [
      Array.from({ length: 51 }, () => ({ kind: 'latest-news', heading: 'News', howMany: 3 })),
      'sections',
      'At most 50 sections, please.',
    ],
    [
      Array.from({ length: 26 }, () => ({
        kind: 'text',
        heading: 'Long',
        text: `<p>${'x'.repeat(19_990)}</p>`,
      })),
      'sections',
      'more than 500 KB',
    ],
  ];
  for (const [sections, field, message] of refusals) {
    const answer = await save(sections);
    expect(answer.status(), field).toBe(400);
    const body = (await answer.json()) as { fields?: Record<string, string> };
    expect(body.fields?.[field], field).toContain(message);
  }
  // A script in a section's text is not kept.
  const cleaned = await save([
    {
      kind: 'text',
      heading: 'Clinics',
      text: '<p onclick="steal()">We cover clinics.</p><script>steal()</script>',
    },
  ]);
  expect(cleaned.status()).toBe(200);
  const draft = (await (await page.request.get(`${app.url}${door}`)).json()) as {
    content: { sections: { text: string }[] };
  };
  expect(draft.content.sections[0]!.text).toBe('<p>We cover clinics.</p>');
  // The public page still shows what was published.
  const visitor = await browse(browser);
  await visitor.goto(`/${sectors.address}`);
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Talk to our sector team' }),
  ).toBeVisible();
  await expect(visitor.getByText('We cover clinics.')).toHaveCount(0);
});
