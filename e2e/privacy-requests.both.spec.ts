import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createMessage, openAdmin } from './support/admin-helpers';
import { axeViolations } from './support/axe';
import { applicant, apply, createOpenJob } from './support/careers-helpers';
import { pdfBytes } from './support/files';
import { retryReset } from './support/retry-reset';
import { unique } from './support/unique';
import { fake } from './support/upstream';

// One person's data, found, exported and erased from /admin/privacy, in both modes; the data
// is made through the public doors (contact, application) as a visitor's browser makes it.

const ADDRESS_MESSAGE = 'Enter the person’s e-mail address, like name@example.com';

/** An enquiry and an application with a CV of its own, from `email`. */
async function personWith(page: Page, email: string, jobId: number) {
  const tag = unique();
  const description = `Please call me about weekend cover. Reference ${tag}.`;
  await createMessage(page, { userEmail: email, full_name: `Person ${tag}`, description });
  const cv = pdfBytes(`cv of ${email}`);
  const baseURL = new URL(page.url()).origin;
  const sent = await retryReset(() =>
    apply(
      page.request,
      baseURL,
      applicant(jobId, {
        userEmail: email,
        cv: { name: 'My CV: "final".pdf', mimeType: 'application/pdf', buffer: cv },
      }),
    ),
  );
  expect(sent.status(), await sent.text()).toBe(201);
  return { description, cv };
}

async function find(page: Page, email: string) {
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(
    page.getByRole('heading', { name: `Held about ${email.trim().toLowerCase()}` }),
  ).toBeVisible({
    timeout: 15_000,
  });
}

const group = (page: Page, name: string) => page.getByRole('region', { name });

test('finds, exports and erases one person’s data, and nobody else’s', async ({
  adminPage: page,
}) => {
  test.slow();
  await openAdmin(page, '/admin');
  const job = await createOpenJob(page);
  const ada = `ada-${unique()}@example.com`;
  const bob = `bob-${unique()}@example.com`;
  const mine = await personWith(page, ada, job.id);
  await personWith(page, bob, job.id);
  // The address travels in request bodies, never in a URL (access logs, history).
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(decodeURIComponent(sent.url())));

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Privacy requests' })
    .click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  // Matched whatever the case and spaces the admin types.
  await find(page, `  ${ada.toUpperCase()} `);
  await expect(group(page, 'Enquiries').getByRole('heading')).toHaveText('Enquiries: 1');
  await expect(group(page, 'Job applications (with their CVs)').getByRole('heading')).toHaveText(
    'Job applications (with their CVs): 1',
  );
  await expect(group(page, 'Job applications (with their CVs)')).toContainText('My CV');
  expect(await axeViolations(page), 'privacy screen with a finding').toEqual([]);
  // Only enough to recognise it: the enquiry's text is not on the screen.
  await expect(page.getByText(mine.description)).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(await readFile(await download.path()));
  const json = JSON.parse(strFromU8(files['personal-data.json']!));
  expect(json.email).toBe(ada);
  expect(json.messages.map((m: { description: string }) => m.description)).toEqual([
    mine.description,
  ]);
  const cvPath: string = json.applications[0].cv_file;
  expect(cvPath).toMatch(/^cv\/\d+-My CV final\.pdf$/);
  expect(Buffer.from(files[cvPath]!).equals(mine.cv)).toBe(true);
  expect(JSON.stringify(json)).not.toContain(bob);
  // The export is recorded, and the list shows it without a reload.
  // (Other tests of this file record erasures meanwhile, never an export.)
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: 'Export' }).first(),
  ).toContainText('Enquiries 1', { timeout: 10_000 });
  expect(addresses.filter((url) => url.includes(ada))).toEqual([]);

  // A confirmation that is not the address changes nothing.
  const confirm = page.getByLabel('Type the e-mail address again to confirm');
  await confirm.fill('ERASE');
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('form', { name: 'Erase' }).getByRole('alert')).toHaveText(
    'Type the same e-mail address again to confirm the erasure',
  );
  await find(page, ada);
  await expect(group(page, 'Enquiries').getByRole('heading')).toHaveText('Enquiries: 1');

  await confirm.fill(ada);
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(
    page.getByText(/^Erased: Enquiries 1, .*Job applications \(with their CVs\) 1/),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
  // The newest erasure with an application: this test's (the others erase enquiries only).
  const latest = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'Erasure' })
    .filter({ hasText: 'Job applications (with their CVs) 1' })
    .first();
  await expect(latest).toContainText('complete');
  await expect(latest).toContainText(/[0-9a-f]{12}/);
  await expect(latest).not.toContainText(ada);

  await find(page, bob);
  await expect(group(page, 'Enquiries').getByRole('heading')).toHaveText('Enquiries: 1');
  await expect(group(page, 'Job applications (with their CVs)').getByRole('heading')).toHaveText(
    'Job applications (with their CVs): 1',
  );
});

test('an invalid address or a wrong confirmation gets a clear message and changes nothing', async ({
  adminPage: page,
  adminRequest,
  request,
}) => {
  await openAdmin(page, '/admin/privacy');
  await page.getByLabel('E-mail address', { exact: true }).fill('not an address');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('search').getByRole('alert')).toHaveText(ADDRESS_MESSAGE);
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const origin = new URL(page.url()).origin;
  const refused = await adminRequest.post('/api/admin/privacy', {
    headers: { origin },
    data: { email: 'not-an-address' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({ email: ADDRESS_MESSAGE });

  const email = `cy-${unique()}@example.com`;
  await createMessage(page, { userEmail: email });
  const wrong = await adminRequest.post('/api/admin/privacy/erase', {
    headers: { origin },
    data: { email, confirmation: 'ERASE' },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).fields).toEqual({
    confirmation: 'Type the same e-mail address again to confirm the erasure',
  });
  // Another site's page cannot erase through the admin's session, nor anyone without one.
  const foreign = await adminRequest.post('/api/admin/privacy/erase', {
    headers: { origin: 'https://evil.example' },
    data: { email, confirmation: email },
  });
  expect(foreign.status()).toBe(403);
  const anonymous = await request.post('/api/admin/privacy', {
    headers: { origin },
    data: { email },
  });
  expect(anonymous.status()).toBe(401);
  expect((await request.get('/api/admin/privacy/requests')).status()).toBe(401);
  const held = await adminRequest.post('/api/admin/privacy', {
    headers: { origin },
    data: { email },
  });
  expect((await held.json()).groups.messages).toHaveLength(1);
});

test('an erasure the firm’s API refuses is partial and lists what remains', async ({
  adminPage: page,
  mode,
}) => {
  test.skip(mode !== 'upstream', 'only the firm’s API can refuse a removal');
  await openAdmin(page, '/admin');
  const email = `dee-${unique()}@example.com`;
  const message = await createMessage(page, { userEmail: email });
  // This message's DELETE only: other tests use the same fake API at the same time.
  await fake.fail({
    method: 'DELETE',
    path: `/api/messages/update/messages/${message.id}/`,
    status: 503,
    message: 'Down for maintenance',
  });

  await page.goto('/admin/privacy');
  await find(page, email);
  await page.getByLabel('Type the e-mail address again to confirm').fill(email);
  await page.getByRole('button', { name: 'Erase everything' }).click();
  const remains = `Enquiry ${message.id} at the firm’s API: Down for maintenance`;
  await expect(page.getByRole('alert').filter({ hasText: 'Partly erased' })).toContainText(
    remains,
    { timeout: 15_000 },
  );
  await expect(group(page, 'Enquiries').getByRole('heading')).toHaveText('Enquiries: 1');
  const recorded = page.getByRole('table').getByRole('row').filter({ hasText: remains });
  await expect(recorded).toContainText('partial');

  // The refusal was once: asked again, the API removes it and the request is complete.
  await page.getByLabel('Type the e-mail address again to confirm').fill(email);
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByText(/^Erased: Enquiries 1/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
});
