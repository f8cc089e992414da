// The site's internal addresses (issue 53, item 4): /_service/{address} (where a service added
// in the back office is rendered) and /_missing/{path} (where the fallback rewrite sends an
// address no route takes) answer this server alone: asked for from outside, even from this
// machine and with a preview cookie forged by its name, they answer 404 and are cached nowhere.
// A redirect's From is never one of them, nor the address of a service added in the back office,
// live or unpublished as ended (410 Gone, which stands). Meanwhile an unknown address still gets
// the site's 404 page, counted in the Not found log, a redirect still redirects, and the added
// service still renders. Services are on every public page: a server of its own, as in
// e2e/site-services.both.spec.ts.
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import type { NotFoundLog } from '../lib/domain/redirect';
import { e2eAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { adminJson, locationHeaders } from './support/live-helpers';
import { startOwnApp, type OwnApp } from './support/own-app';
import { loginAs } from './support/team-helpers';
import { unique } from './support/unique';

test.describe.configure({ mode: 'serial' });
test.slow();

let app: OwnApp;
let owner: Page;

const desk = {
  title: 'Payroll Desk Services',
  address: 'payroll-desk',
  summary: 'Weekly and monthly payroll: payslips, RTI submissions and pension uploads for you.',
  intro:
    'We run your payroll from the hours and changes you send us, file the Full Payment Submission with HMRC on time and send each employee a payslip by email.',
};

type FieldError = { error: string; fields?: Record<string, string> };

/** Adds a redirect through the Redirects screen's door, as the owner. */
const addRedirect = (from: string, to = '/about') =>
  adminJson<FieldError>(owner.request, app.url, 'POST', '/api/admin/redirects', {
    from,
    to,
    permanent: true,
  });

/** What the site answers at `path`, asked from outside, redirects not followed. */
const visit = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(`${app.url}${path}`, { maxRedirects: 0, headers });

/** A 404 that no cache keeps: no long-lived s-maxage, private or no-store. */
function expectUncached404(response: APIResponse, path: string) {
  expect(response.status(), path).toBe(404);
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, path).not.toMatch(/s-maxage/);
  expect(cacheControl, path).toMatch(/no-store|private/);
}

async function editorOf(page: Page, title: string) {
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
}

async function addAndPublish(page: Page) {
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Add service' }).click();
  const form = page.getByRole('form', { name: 'Add a service' });
  await form.getByLabel('Title').fill(desk.title);
  await form.getByLabel('Address').fill(desk.address);
  await form.getByLabel('Summary').fill(desk.summary);
  await form.getByLabel('Introduction').fill(desk.intro);
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${desk.title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(/Published: version 1/);
}

const browse = async (browser: Browser) => (await app.browse(browser)).page;

test.beforeAll(async ({ browser }, info) => {
  info.setTimeout(180_000);
  app = await startOwnApp(info.project.name);
  owner = await loginAs(await browse(browser), e2eAdmin.email, e2eAdmin.password);
  await addAndPublish(owner);
});
test.afterAll(async () => app?.dispose());

test('a redirect over a live service added in the back office is refused, and the service stays', async ({
  browser,
}) => {
  const refused = await addRedirect(`/${desk.address}`);
  expect(refused.status).toBe(409);
  expect(refused.body.fields?.from).toMatch(/is a live page/);

  // On the screen, as a person does: the reason on its field.
  await owner.goto('/admin/redirects');
  await owner.getByRole('textbox', { name: 'From', exact: true }).fill(`/${desk.address}`);
  await owner.getByRole('textbox', { name: 'To', exact: true }).fill('/about');
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(owner.getByText(`/${desk.address} is a live page`)).toBeVisible();

  const visitor = await browse(browser);
  await visitor.goto(`/${desk.address}`);
  await expect(visitor.getByRole('heading', { level: 1, name: desk.title })).toBeVisible();
});

test('a redirect whose From is an internal address is refused, saying so', async () => {
  for (const from of ['/_service/x', `/_service/${desk.address}`, '/_missing/x', '/_nowhere']) {
    const refused = await addRedirect(from);
    expect(refused.status, from).toBe(409);
    expect(refused.body.fields?.from, from).toMatch(/internal addresses/);
  }
  const list = await adminJson<{ results: { from: string }[] }>(
    owner.request,
    app.url,
    'GET',
    '/api/admin/redirects',
  );
  expect(list.body.results.map((redirect) => redirect.from)).not.toContain('/_service/x');
});

test('/_service and /_missing from outside answer 404, cached nowhere, a forged preview cookie or not', async ({
  browser,
}) => {
  const visitor = await browse(browser);
  const forged = { cookie: '__prerender_bypass=forged; __next_preview_data=forged' };
  const random = unique('x-');
  for (const headers of [{}, forged]) {
    for (const path of [
      `/_service/${random}`,
      `/_service/${desk.address}`,
      `/%5Fservice/${random}`,
      `/_missing/${random}`,
      `/_missing/${desk.address}`,
      `/_missing/about`,
    ]) {
      // Twice: the second is not a cached copy of the first.
      for (const time of ['first', 'again'])
        await test.step(`${path} ${time}${'cookie' in headers ? ' (forged cookie)' : ''}`, async () =>
          expectUncached404(await visit(visitor.request, path, headers), path));
    }
  }
  // Not the service's page, whatever the address.
  const body = await (await visit(visitor.request, `/_service/${desk.address}`)).text();
  expect(body).not.toContain(desk.intro);
});

test('the ordinary ways stand: the 404 page, counted; a redirect, a forged cookie or not; the service', async ({
  browser,
}) => {
  const visitor = await browse(browser);
  const missing = `/${unique('nowhere-to-be-found-')}`;
  const missed = await visitor.goto(missing);
  expect(missed?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await adminJson<NotFoundLog>(
            owner.request,
            app.url,
            'GET',
            '/api/admin/redirects/not-found',
          )
        ).body.results.map((entry) => entry.path),
      { timeout: 15_000 },
    )
    .toContain(missing);

  const moved = `/${unique('moved-')}`;
  expect((await addRedirect(moved, '/contact-us')).status).toBe(201);
  const forged = { cookie: '__prerender_bypass=forged' };
  for (const headers of [{}, forged]) {
    const answer = await visit(visitor.request, moved, headers);
    expect(answer.status()).toBe(308);
    expect(locationHeaders(answer)).toEqual(['/contact-us']);
  }
  const forgedMiss = await visit(visitor.request, `/${unique('forged-')}`, forged);
  expect(forgedMiss.status()).toBe(404);

  const service = await visit(visitor.request, `/${desk.address}`);
  expect(service.status()).toBe(200);
  expect(await service.text()).toContain(desk.intro);
  // Still the page cache's copy: the same render answers again.
  expect(service.headers()['cache-control'] ?? '').toMatch(/s-maxage/);
});

test('an unpublished service set to 410 answers 410, and a redirect over it is refused', async ({
  browser,
}) => {
  // A visitor's view: the owner's browser is in draft mode once an editor has opened (its live
  // preview), and a signed-in editor previewing sees a page not public.
  const visitor = await browse(browser);
  await editorOf(owner, desk.title);
  await owner.getByText('Take this service off the site').click();
  const unpublish = owner.getByRole('region', { name: 'Unpublish' });
  await expect(unpublish.getByLabel('Afterwards, its address')).toHaveValue('');
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(owner.getByRole('form').getByRole('status')).toHaveText(/unpublished/);

  expect((await visit(visitor.request, `/${desk.address}`)).status()).toBe(410);
  const refused = await addRedirect(`/${desk.address}`, '/contact-us');
  expect(refused.status).toBe(409);
  expect(refused.body.fields?.from).toMatch(/answers 410 Gone/);
  const after = await visit(visitor.request, `/${desk.address}`);
  expect(after.status()).toBe(410);
  expect(locationHeaders(after)).toEqual([]);
});
