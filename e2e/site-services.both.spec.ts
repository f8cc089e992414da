// New services and addresses (issue 44, item 4): "Add service" makes a service with its title,
// address, summary and introduction; once published it is at /{address}, in the header's
// Services menu, the footer, the home page, the contact form's "Service of interest", the
// sitemap and site search. A new address leaves the old one as one permanent redirect (listed
// in Redirects); an unpublished service leaves every list and its address answers 410 or
// redirects. The services are on every public page, so these tests run on a server of their own.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
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

const payroll = {
  title: 'Payroll Bureau Services',
  address: 'payroll-bureau',
  summary: 'Monthly payroll run for you: payslips, RTI submissions to HMRC and pension uploads.',
  intro:
    'We run your payroll every week or month from the hours and changes you send us, file the Full Payment Submission with HMRC on time and send each employee a payslip by email.',
};

const browse = async (browser: Browser) => (await app.browse(browser)).page;
const owner = async (browser: Browser) =>
  loginAs(await browse(browser), e2eAdmin.email, e2eAdmin.password);

/** The raw `Location` headers of the answer at `path`, redirects not followed. */
async function answerAt(request: APIRequestContext, path: string) {
  const response = await request.get(`${app.url}${path}`, { maxRedirects: 0 });
  const locations = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => header.value);
  return { status: response.status(), locations };
}

async function editorOf(page: Page, title: string) {
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
}

test('a service added with its four parts is published at its address and in every list', async ({
  browser,
}) => {
  const page = await owner(browser);
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Add service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a service' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a service' });

  // A malformed address and one of the site's own are refused, each saying why.
  await form.getByLabel('Title').fill(payroll.title);
  await form.getByLabel('Address').fill('Payroll Bureau');
  await form.getByLabel('Summary').fill(payroll.summary);
  await form.getByLabel('Introduction').fill(payroll.intro);
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(form.getByText('Use lower-case letters only.')).toBeVisible();
  await form.getByLabel('Address').fill('careers');
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(form.getByText('/careers is one of the site’s own addresses')).toBeVisible();
  await form.getByLabel('Address').fill('recruitment-services');
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(form.getByText('/recruitment-services is already the address of')).toBeVisible();

  await form.getByLabel('Address').fill(payroll.address);
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit ${payroll.title}` }),
  ).toBeVisible();
  // A draft: not public yet, but its editor's preview shows it at its address.
  expect((await answerAt(page.request, `/${payroll.address}`)).status).toBe(404);
  const preview = await page.context().newPage();
  await preview.goto(
    `/api/admin/pages/${encodeURIComponent(`service:${payroll.address}`)}/preview`,
  );
  await expect(preview).toHaveURL(new RegExp(`/${payroll.address}$`));
  await expect(preview.getByRole('heading', { level: 1, name: payroll.title })).toBeVisible();
  await preview.close();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 1/);

  const visitor = await browse(browser);
  await visitor.goto(`/${payroll.address}`);
  await expect(visitor.getByRole('heading', { level: 1, name: payroll.title })).toBeVisible();
  await expect(visitor.getByText(payroll.intro)).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${app.url}/${payroll.address}`,
  );

  // The header's Services menu, the footer and the home page's list.
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto('/about');
  await visitor
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .click();
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: payroll.title }),
  ).toHaveAttribute('href', `/${payroll.address}`);
  await expect(
    visitor.getByRole('contentinfo').getByRole('link', { name: payroll.title }),
  ).toHaveAttribute('href', `/${payroll.address}`);
  await visitor.goto('/');
  await expect(
    visitor.locator('#services').getByRole('link', { name: payroll.title }),
  ).toBeVisible();

  // The contact form offers it, and takes it.
  await visitor.goto('/contact-us');
  const select = visitor.getByLabel('Service of interest');
  await expect(select.getByRole('option', { name: payroll.title })).toBeAttached();

  // The sitemap and site search.
  const sitemap = await (await visitor.request.get(`${app.url}/sitemap-pages.xml`)).text();
  expect(sitemap).toContain(`<loc>${app.url}/${payroll.address}</loc>`);
  await visitor.goto('/search?q=payslips');
  await expect(visitor.getByRole('main').getByRole('link', { name: payroll.title })).toBeVisible();
});

test('a new address leaves the old one as one permanent redirect, listed in Redirects', async ({
  browser,
}) => {
  const page = await owner(browser);
  await editorOf(page, payroll.title);
  await page.getByLabel('Address', { exact: true }).fill('payroll');
  // Folded away, "Unpublish" does not answer to the name "Publish".
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 2/);

  const visitor = await browse(browser);
  await visitor.goto('/payroll');
  await expect(visitor.getByRole('heading', { level: 1, name: payroll.title })).toBeVisible();
  // Asked twice: the second answer may come from a cache.
  for (let ask = 0; ask < 2; ask += 1) {
    const old = await answerAt(visitor.request, `/${payroll.address}`);
    expect([301, 308]).toContain(old.status);
    expect(old.locations).toEqual(['/payroll']);
  }
  await page.goto('/admin/redirects');
  await expect(page.getByRole('row', { name: new RegExp(`/${payroll.address}`) })).toContainText(
    '/payroll',
  );
  const sitemap = await (await visitor.request.get(`${app.url}/sitemap-pages.xml`)).text();
  expect(sitemap).toContain(`<loc>${app.url}/payroll</loc>`);
  expect(sitemap).not.toContain(`<loc>${app.url}/${payroll.address}</loc>`);
});

test('an unpublished service leaves every list, and its address answers 410 Gone', async ({
  browser,
}) => {
  const page = await owner(browser);
  await editorOf(page, payroll.title);
  await page.getByText('Take this service off the site').click();
  const unpublish = page.getByRole('region', { name: 'Unpublish' });
  await expect(unpublish.getByLabel('Afterwards, its address')).toHaveValue('');
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/unpublished/);
  await expect(page.getByText('Take this service off the site')).toHaveCount(0);

  const visitor = await browse(browser);
  expect((await answerAt(visitor.request, '/payroll')).status).toBe(410);
  // Its old address still leads to the new one, which has gone.
  expect((await answerAt(visitor.request, `/${payroll.address}`)).locations).toEqual(['/payroll']);
  await visitor.goto('/about');
  await expect(
    visitor.getByRole('contentinfo').getByRole('link', { name: payroll.title }),
  ).toHaveCount(0);
  const sitemap = await (await visitor.request.get(`${app.url}/sitemap-pages.xml`)).text();
  expect(sitemap).not.toContain('/payroll<');
  await visitor.goto('/search?q=payslips');
  await expect(visitor.getByRole('main').getByRole('link', { name: payroll.title })).toHaveCount(0);
  await visitor.goto('/contact-us');
  await expect(
    visitor.getByLabel('Service of interest').getByRole('option', { name: payroll.title }),
  ).toHaveCount(0);

  await page.goto('/admin/pages');
  await expect(page.getByRole('row', { name: new RegExp(payroll.title) })).toContainText(
    'Unpublished',
  );
});

test('a shipped service moved to a new address answers its old one with one Location', async ({
  browser,
}) => {
  const page = await owner(browser);
  await editorOf(page, 'Transcription Services');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('transcription-services');
  await page.getByLabel('Address', { exact: true }).fill('transcription');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 2/);

  const visitor = await browse(browser);
  // The code's route answers the shipped address: its cached redirect is asked for again.
  for (let ask = 0; ask < 3; ask += 1) {
    const old = await answerAt(visitor.request, '/transcription-services');
    expect(old.status).toBe(308);
    expect(old.locations).toEqual(['/transcription']);
  }
  await visitor.goto('/transcription-services');
  await expect(visitor).toHaveURL(/\/transcription$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Transcription Services' }),
  ).toBeVisible();
  await visitor.goto('/');
  await expect(
    visitor.locator('#services').getByRole('link', { name: 'Transcription Services' }),
  ).toHaveAttribute('href', '/transcription');
});

test('an old version whose address another service has taken since is not restored', async ({
  browser,
}) => {
  const page = await owner(browser);
  // Transcription moved from /transcription-services (version 1) to /transcription; once that
  // redirect is removed, another service may take the old address.
  await page.goto('/admin/redirects');
  await page.getByRole('button', { name: 'Remove redirect from /transcription-services' }).click();
  await expect(page.getByText('/transcription-services no longer redirects.')).toBeVisible();
  await editorOf(page, 'Content Writing');
  await page.getByLabel('Address', { exact: true }).fill('transcription-services');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 2/);

  await editorOf(page, 'Transcription Services');
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('alert')).toHaveText(
    'Version 1 cannot be restored: /transcription-services is already the address of “Content Writing”.',
  );
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('transcription');
  const visitor = await browse(browser);
  await visitor.goto('/transcription');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Transcription Services' }),
  ).toBeVisible();
});
