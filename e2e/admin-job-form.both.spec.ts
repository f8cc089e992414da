import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, createJob, openAdmin, todayInBrowser as today } from './support/admin-helpers';
import { unique } from './support/unique';

function dialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function write(page: Page, label: 'Description' | 'Requirements', text: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}

test('posting a job: every field required, success alert, then an empty form ending today', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-job');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post a Job');
  await expect(page.getByLabel('End date')).toHaveValue(await today(page));
  const seen = dialogs(page);
  let posted = 0;
  page.on(
    'request',
    (request) =>
      request.method() === 'POST' && request.url().endsWith('/api/admin/jobs') && posted++,
  );

  const post = page.getByRole('button', { name: 'Post Job' });
  await post.click();
  await expect.poll(() => seen).toEqual(['Please fill in all fields']);
  const title = `Bookkeeper ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await write(page, 'Description', 'Keep the books of twenty small clients.');
  await post.click();
  await expect.poll(() => seen).toEqual(['Please fill in all fields', 'Please fill in all fields']);
  expect(posted).toBe(0);

  await write(page, 'Requirements', 'AAT level 3 or above.');
  await page.getByLabel('End date').fill('2030-01-31');
  await post.click();
  await expect.poll(() => seen.at(-1)).toBe('Job posted successfully!');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('End date')).toHaveValue(await today(page));
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveText('');
  await expect(page.getByRole('textbox', { name: 'Requirements' })).toHaveText('');

  await page.getByRole('link', { name: 'Posted Jobs' }).click();
  const item = page.getByRole('article', { name: title });
  await item.getByRole('button', { name: 'View Job Description' }).click();
  await expect(item).toContainText('Keep the books of twenty small clients.');
  await expect(item).toContainText('AAT level 3 or above.');
});

test('posting a job reports the server message and a network failure', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-job');
  const seen = dialogs(page);
  await page.getByLabel('Title').fill(`Failing post ${unique()}`);
  await write(page, 'Description', 'Answer calls.');
  await write(page, 'Requirements', 'A clear voice.');

  await page.route('**/api/admin/jobs', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"error":"Use the date format YYYY-MM-DD"}',
    }),
  );
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect.poll(() => seen.at(-1)).toBe('Failed to post job: Use the date format YYYY-MM-DD');

  await page.unrouteAll();
  await page.route('**/api/admin/jobs', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect.poll(() => seen.at(-1)).toBe('An error occurred while posting the job.');
  await expect(page.getByLabel('Title')).not.toHaveValue('');
});

test('editing a job: loading, prefilled, success alert, then the form resets', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const job = await createJob(page, { end_date: '2031-02-03' });
  const seen = dialogs(page);
  await page.route(`**/api/admin/jobs/${job.id}`, async (route) => {
    if (route.request().method() === 'GET')
      await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
  await page.goto(`/admin/edit-job/${job.id}/${encodeURIComponent(job.title)}`);
  await expect(page.getByText('Loading job details...')).toBeVisible();
  await expect(page.getByLabel('End date')).toHaveValue('2031-02-03');
  await expect(page.getByLabel('Title')).toHaveValue(job.title);
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText(
    'Greet clients at our Birmingham office',
  );
  await expect(page.getByRole('textbox', { name: 'Requirements' })).toContainText(
    'Two years on a front desk',
  );

  const title = `${job.title} (senior)`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expect.poll(() => seen.at(-1)).toBe('Job updated successfully!');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveText('');

  const saved = await (await apiGet(page, `/api/admin/jobs/${job.id}`)).json();
  expect(saved).toMatchObject({ title, end_date: '2031-02-03' });
});

test('editing a job reports failures, and a job that cannot load says so', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const job = await createJob(page);
  const seen = dialogs(page);
  await page.goto(`/admin/edit-job/${job.id}/${encodeURIComponent(job.title)}`);
  await expect(page.getByLabel('Title')).toHaveValue(job.title);
  const patch = (handler: (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>) =>
    page.route(`**/api/admin/jobs/${job.id}`, (route) =>
      route.request().method() === 'PATCH' ? handler(route) : route.fallback(),
    );

  await patch((route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"error":"Enter the requirements"}',
    }),
  );
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expect.poll(() => seen.at(-1)).toBe('Failed to update job: Enter the requirements');
  await page.unrouteAll();
  await patch((route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expect.poll(() => seen.at(-1)).toBe('An error occurred while updating the job.');

  await page.unrouteAll();
  await page.route(`**/api/admin/jobs/${job.id}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"The database is unavailable"}',
    }),
  );
  await page.reload();
  await expect(page.getByText('Failed to fetch job details')).toBeVisible({ timeout: 10_000 });
});
