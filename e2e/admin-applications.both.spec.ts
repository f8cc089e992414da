import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { AdminStats } from '@/lib/dashboard/admin-stats';
import { apiGet, openAdmin } from './support/admin-helpers';
import { applyFor, createOpenJob, type Applied } from './support/careers-helpers';

// Other tests apply at the same time: each test looks only at its own job's applications.
const card = (page: Page, applied: Applied) =>
  page.getByRole('article', { name: applied.full_name });
const byJob = (jobId: number) => `/admin/applications?job=${jobId}`;

/** Collects every dialog's text, accepting each. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test('an application shows with its details, and the job filter shows one job', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const job = await createOpenJob(page);
  const other = await createOpenJob(page);
  const applied = await applyFor(request, baseURL!, job);
  const elsewhere = await applyFor(request, baseURL!, other, { cover_letter: '' });

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Applications', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Applications \(\d+\)$/);

  await page.getByLabel('Job', { exact: true }).selectOption({ label: `${job.title} (1)` });
  await expect(page).toHaveURL((url) => url.search === `?job=${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications (1)');
  const item = card(page, applied);
  await expect(item).toContainText(job.title);
  await expect(item.getByRole('link', { name: applied.userEmail })).toHaveAttribute(
    'href',
    `mailto:${applied.userEmail}`,
  );
  await expect(item.getByRole('link', { name: applied.phone_number })).toHaveAttribute(
    'href',
    'tel:+447700900456',
  );
  await expect(item.getByText(/I would love to work with you\.\s+Reference/)).toBeVisible();
  await expect(item).toContainText('Received');
  await expect(card(page, elsewhere)).toHaveCount(0);

  await page.getByLabel('Job', { exact: true }).selectOption({ label: `${other.title} (1)` });
  await expect(page).toHaveURL((url) => url.search === `?job=${other.id}`);
  await expect(card(page, elsewhere)).toContainText('No cover letter');
  await expect(card(page, applied)).toHaveCount(0);

  await page.getByLabel('Job', { exact: true }).selectOption({ label: 'All jobs' });
  await expect(page).toHaveURL(/\/admin\/applications$/);
});

test('the CV downloads as an attachment, byte for byte', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const job = await createOpenJob(page);
  const applied = await applyFor(request, baseURL!, job);
  const list = await apiGet(page, `/api/admin/applications?page=1&job=${job.id}`);
  expect(list.status()).toBe(200);
  expect((await list.json()) as unknown).toMatchObject({
    count: 1,
    results: [{ id: applied.id, cv_name: 'cv.pdf', cv_size: applied.cv.length, status: 'new' }],
  });

  await page.goto(byJob(job.id));
  const link = card(page, applied).getByRole('link', { name: 'Download CV' });
  await expect(link).toHaveAttribute('href', `/api/admin/applications/${applied.id}/cv`);
  await expect(link).toHaveAttribute('download', '');
  await expect(link).toHaveAccessibleDescription(/^cv\.pdf \(\d+(\.\d)? (bytes|KB)\)$/);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('cv.pdf');
  expect((await readFile(await download.path())).equals(applied.cv)).toBe(true);

  const response = await apiGet(page, `/api/admin/applications/${applied.id}/cv`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe(
    `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
  expect((await response.body()).equals(applied.cv)).toBe(true);
});

test('a status change is saved and kept after a reload', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const job = await createOpenJob(page);
  const applied = await applyFor(request, baseURL!, job);
  await page.goto(byJob(job.id));
  const status = card(page, applied).getByLabel('Status');
  await expect(status).toHaveValue('new');

  await status.selectOption({ label: 'Shortlisted' });
  await expect(page.getByText('Status saved: Shortlisted')).toBeVisible();
  await page.reload();
  await expect(card(page, applied).getByLabel('Status')).toHaveValue('shortlisted');
});

test('removing an application asks first, confirms in an alert and takes it away', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const job = await createOpenJob(page);
  const applied = await applyFor(request, baseURL!, job);
  await page.goto(byJob(job.id));
  const item = card(page, applied);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => question).toBe('Are you sure you want to delete this application?');
  await expect(item).toBeVisible();

  const dialogs = acceptDialogs(page);
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual([
      'Are you sure you want to delete this application?',
      'Application removed successfully!',
    ]);
  await expect(item).toHaveCount(0);
  expect((await apiGet(page, `/api/admin/applications/${applied.id}/cv`)).status()).toBe(404);
  const again = await page.request.delete(`/api/admin/applications/${applied.id}`, {
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(404);
  expect(await again.json()).toEqual({ error: 'Application not found' });
});

test('the doors answer 401 without a session and 403 to a foreign origin', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const applied = await applyFor(request, baseURL!, await createOpenJob(page));
  const path = `/api/admin/applications/${applied.id}`;
  const calls = [
    () => request.get('/api/admin/applications'),
    () => request.get(`${path}/cv`),
    () => request.patch(path, { headers: { origin: baseURL! }, data: { status: 'rejected' } }),
    () => request.delete(path, { headers: { origin: baseURL! } }),
  ];
  for (const call of calls) {
    const response = await call();
    expect(response.status(), response.url()).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.' });
  }

  const foreign = await page.request.patch(path, {
    headers: { origin: 'https://elsewhere.example' },
    data: { status: 'rejected' },
  });
  expect(foreign.status()).toBe(403);
  const invalid = await page.request.patch(path, {
    headers: { origin: baseURL! },
    data: { status: 'hired' },
  });
  expect(invalid.status()).toBe(400);
  expect((await apiGet(page, `${path}/cv`)).status()).toBe(200);
  expect((await apiGet(page, '/api/admin/applications?page=0')).status()).toBe(400);
});

test('the dashboard shows how many applications are new', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  await applyFor(request, baseURL!, await createOpenJob(page));
  // The first real answer, given again to every later read, so other tests cannot move it.
  let first: Promise<AdminStats> | undefined;
  await page.route('**/api/admin/stats', async (route) => {
    first ??= route.fetch().then((response) => response.json());
    await route.fulfill({ json: await first });
  });
  await page.reload();
  const figure = page
    .locator('dl > div')
    .filter({ has: page.getByText('New applications', { exact: true }) });
  await expect(figure.locator('dd').first()).toHaveText(/^\d+$/);
  const stats = await first!;
  expect(stats.applications!.new).toBeGreaterThanOrEqual(1);
  await expect(figure.locator('dd').first()).toHaveText(String(stats.applications!.new));
  await expect(figure.getByRole('link', { name: 'See applications' })).toHaveAttribute(
    'href',
    '/admin/applications',
  );
});
