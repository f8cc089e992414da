import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, createJob, failRoute, fillPastOnePage, openAdmin } from './support/admin-helpers';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Collects every dialog's text, accepting each. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test('posted jobs show title, posting date and one description at a time', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const first = await createJob(page, { title: `Receptionist & "host" #${Date.now()}` });
  const second = await createJob(page);
  await page.route('**/api/admin/jobs?page=1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
  await page.goto('/admin/jobs');
  await expect(page.getByText('Loading jobs...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Posted Jobs \(\d+\)$/);

  const one = card(page, first.title);
  const two = card(page, second.title);
  const posted = new Date(`${first.start_date}T00:00:00`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await expect(one).toContainText(`Posted on ${posted}`);
  await expect(one.getByRole('link', { name: 'Edit Job' })).toHaveAttribute(
    'href',
    `/admin/edit-job/${first.id}/${encodeURIComponent(first.title)}`,
  );

  const description = one.getByText('Greet clients at our Birmingham office');
  await expect(description).toBeHidden();
  await one.getByRole('button', { name: 'View Job Description' }).click();
  await expect(description).toBeVisible();
  await expect(one.getByText('Two years on a front desk')).toBeVisible();
  await expect(one.getByRole('button', { name: 'Close Description' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await two.getByRole('button', { name: 'View Job Description' }).click();
  await expect(description).toBeHidden();
  await expect(one.getByRole('button', { name: 'View Job Description' })).toBeVisible();
  await two.getByRole('button', { name: 'Close Description' }).click();
  await expect(two.getByRole('button', { name: 'View Job Description' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('removing a job asks first, confirms in an alert and takes it off the list', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const job = await createJob(page);
  await page.goto('/admin/jobs');
  const item = card(page, job.title);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => question).toBe('Are you sure you want to delete this job?');
  await expect(item).toBeVisible();

  const dialogs = acceptDialogs(page);
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual(['Are you sure you want to delete this job?', 'Job removed successfully!']);
  await expect(item).toHaveCount(0);
  expect((await apiGet(page, `/api/admin/jobs/${job.id}`)).status()).toBe(404);
});

test('a refused or failed removal is reported in an alert', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const job = await createJob(page);
  await page.goto('/admin/jobs');
  const dialogs = acceptDialogs(page);
  const remove = card(page, job.title).getByRole('button', { name: 'Remove' });

  await failRoute(page, `**/api/admin/jobs/${job.id}`, 502, 'DELETE');
  await remove.click();
  await expect.poll(() => dialogs.at(-1)).toBe('Failed to remove job.');

  await page.unrouteAll();
  await page.route(`**/api/admin/jobs/${job.id}`, (route) => route.abort('connectionrefused'));
  await remove.click();
  await expect.poll(() => dialogs.at(-1)).toBe('An error occurred while trying to delete the job.');
  await expect(card(page, job.title)).toBeVisible();
});

test('Previous and Next page through the jobs', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const size = await fillPastOnePage(page, '/api/admin/jobs', () => createJob(page));
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Posted Jobs (${size})`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?page=2$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
});

test('a jobs list that cannot be read says so', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  await failRoute(page, '**/api/admin/jobs?page=1', 500);
  await page.goto('/admin/jobs');
  await expect(page.getByText('Error: Failed to fetch jobs')).toBeVisible({ timeout: 10_000 });
});
