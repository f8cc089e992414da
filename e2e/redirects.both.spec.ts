// The Redirects screen (/admin/redirects) in both modes: a redirect added there answers at once
// with one Location, permanent and temporary, at an address no route takes and at a removed
// article's; clashes and live pages are refused on their field; the Not found log counts a
// missing address and fills From; an Editor uses the screen, a Receptionist is refused. Every
// redirect a test adds is removed at its end: other specs share the servers.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Redirect } from '../lib/domain/redirect';
import { FORBIDDEN_MESSAGE } from '../lib/auth/forbidden';
import { openAdmin } from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { adminJson, locationHeaders } from './support/live-helpers';
import { firstHeading } from './support/site-pages';
import { inviteAndAccept, loginAs } from './support/team-helpers';
import { unique } from './support/unique';

/** Adds a redirect on the screen, as a person does. */
async function addOnScreen(page: Page, from: string, to: string, permanent: boolean) {
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await page.getByLabel('Permanent').setChecked(permanent);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** The row of a table on the screen whose address is `path`. */
const rowOf = (page: Page, table: string, path: string) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });

/** What the site answers at `path`, redirects not followed. */
const visit = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

async function expectRedirect(
  request: APIRequestContext,
  from: string,
  status: number,
  to: string,
) {
  const response = await visit(request, from);
  expect(response.status(), from).toBe(status);
  expect(locationHeaders(response), from).toEqual([to]);
}

/** Removes, through the door, every redirect whose From starts with `prefix`. */
async function removeAll(request: APIRequestContext, baseURL: string, prefix: string) {
  const list = await adminJson<{ results: Redirect[] }>(
    request,
    baseURL,
    'GET',
    '/api/admin/redirects',
  );
  for (const redirect of list.body.results.filter((item) => item.from.startsWith(prefix))) {
    await adminJson(request, baseURL, 'DELETE', `/api/admin/redirects/${redirect.id}`);
  }
}

test('a redirect added on the screen answers at once with one Location, permanent and temporary, until it is removed', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const gone = `/${unique('moved-')}`;
  const removedArticle = `/read-a-news/999999/${unique('article-')}`;
  await openAdmin(page, '/admin/redirects');
  // Both answer 404 first; the article's 404 is then in the page cache.
  for (const from of [gone, removedArticle])
    expect((await visit(request, from)).status(), from).toBe(404);

  await addOnScreen(page, gone, '/about', true);
  await expect(rowOf(page, 'Redirects table', gone)).toContainText('Permanent (308)');
  await expectRedirect(request, gone, 308, '/about');

  await addOnScreen(page, removedArticle, 'https://example.org/news?from=crestfield', false);
  await expect(rowOf(page, 'Redirects table', removedArticle)).toContainText('Temporary (307)');
  // A data page's 404 is cached: the one that renders the redirect, then the cached one.
  for (const time of ['first', 'cached']) {
    await test.step(time, () =>
      expectRedirect(request, removedArticle, 307, 'https://example.org/news?from=crestfield'),
    );
  }

  for (const from of [gone, removedArticle]) {
    await page.getByRole('button', { name: `Remove redirect from ${from}` }).click();
    await expect(rowOf(page, 'Redirects table', from)).toHaveCount(0);
    expect((await visit(request, from)).status(), from).toBe(404);
  }
  const notFound = await (await visit(request, gone)).text();
  expect(firstHeading(notFound)).toBe('Unexpected Application Error!');

  // Both changes are in the owner's activity log, with the redirect they made or removed.
  const activity = await adminJson<{ results: { summary: string; item_title: string | null }[] }>(
    page.request,
    baseURL!,
    'GET',
    '/api/admin/activity?kind=redirect',
  );
  const entries = activity.body.results.map((entry) => `${entry.summary}: ${entry.item_title}`);
  for (const change of ['Added a redirect', 'Removed a redirect']) {
    expect(entries).toContain(`${change}: ${gone} → /about (permanent)`);
  }
});

test('a loop, a second From and a live page are refused, with the reason on the field', async ({
  adminPage: page,
  baseURL,
}) => {
  const a = `/${unique('loop-a-')}`;
  const b = `/${unique('loop-b-')}`;
  await openAdmin(page, '/admin/redirects');
  try {
    await addOnScreen(page, a, b, true);
    await expect(rowOf(page, 'Redirects table', a)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('');

    await addOnScreen(page, b, a, true);
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(`That makes a loop: ${a} already redirects to ${b}.`),
    ).toBeVisible();

    await addOnScreen(page, a, '/contact-us', true);
    await expect(page.getByText(`There is already a redirect from ${a}.`)).toBeVisible();

    await addOnScreen(page, '/about', '/contact-us', true);
    await expect(
      page.getByText(
        '/about is a live page (it answers 200): a redirect only replaces an address that is not found.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // The door refuses what the form would not send.
    const injected = await adminJson<{ fields: Record<string, string> }>(
      page.request,
      baseURL!,
      'POST',
      '/api/admin/redirects',
      { from: `/${unique('x-')}`, to: '/new\r\nSet-Cookie: stolen=1', permanent: true },
    );
    expect(injected.status).toBe(400);
    expect(injected.body.fields.to).toMatch(/control characters/);
  } finally {
    await removeAll(page.request, baseURL!, '/loop-');
  }
});

test('the Not found log counts a missing address, and Add redirect fills From', async ({
  adminPage: page,
  request,
}) => {
  const missing = `/${unique('never-here-')}`;
  for (let time = 0; time < 2; time += 1) {
    const response = await request.get(`${missing}?utm_source=mail`);
    expect(response.status()).toBe(404);
    expect(firstHeading(await response.text())).toBe('Unexpected Application Error!');
  }
  await openAdmin(page, '/admin/redirects');
  const log = page.getByRole('region', { name: 'Not found table' });
  const row = rowOf(page, 'Not found table', missing);
  // Counted after each answer had gone: read again until both are in.
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').first()).toHaveText('2', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(log).not.toContainText('utm_source');

  await row.getByRole('button', { name: `Add redirect from ${missing}` }).click();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(missing);
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toBeFocused();
});

test('an Editor adds and removes a redirect; a Receptionist is refused at the screen and its doors', async ({
  adminPage,
  browser,
  baseURL,
  request,
}) => {
  const editor = await inviteAndAccept(adminPage, 'editor', baseURL!);
  const page = await loginAs(browser, editor.email, editor.password);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Redirects' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  const from = `/${unique('editor-')}`;
  await addOnScreen(page, from, '/careers', true);
  await expect(page.getByRole('button', { name: `Remove redirect from ${from}` })).toBeVisible();
  await expectRedirect(request, from, 308, '/careers');
  await page.getByRole('button', { name: `Remove redirect from ${from}` }).click();
  await expect(rowOf(page, 'Redirects table', from)).toHaveCount(0);
  expect((await visit(request, from)).status()).toBe(404);

  const receptionist = await inviteAndAccept(adminPage, 'receptionist', baseURL!);
  const refused = await loginAs(browser, receptionist.email, receptionist.password);
  await refused.goto('/admin/redirects');
  await expect(refused.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  for (const [method, path] of [
    ['GET', '/api/admin/redirects'],
    ['POST', '/api/admin/redirects'],
    ['GET', '/api/admin/redirects/not-found'],
  ] as const) {
    const response = await adminJson(
      refused.request,
      baseURL!,
      method,
      path,
      method === 'POST' ? { from: '/x', to: '/y', permanent: true } : undefined,
    );
    expect(response.status, `${method} ${path}`).toBe(403);
    expect(response.body).toEqual({ error: FORBIDDEN_MESSAGE });
  }
});
