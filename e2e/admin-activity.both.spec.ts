import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { ActivityPage } from '../lib/own-data/activity/schema';
import {
  apiGet,
  createJob,
  createMessage,
  createNews,
  openAdmin,
  replyThroughApi,
} from './support/admin-helpers';
import { axeViolations } from './support/axe';
import { applyFor, createOpenJob } from './support/careers-helpers';
import { retryReset } from './support/retry-reset';

// Other tests work as the same owner at the same time: each test looks for its own items only.

async function activity(page: Page, query = ''): Promise<ActivityPage> {
  const response = await apiGet(page, `/api/admin/activity${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ActivityPage;
}

/** The newest entry (of `kind`) about the item `id`, after the action that wrote it. */
async function entryFor(page: Page, kind: string, id: number | string) {
  const { results } = await activity(page, `?kind=${kind}`);
  return results.find((entry) => entry.item_id === String(id));
}

test('replies, job and news changes, status changes, removals and exports are logged with who, what and when', async ({
  adminPage: page,
  baseURL,
}) => {
  await openAdmin(page, '/admin/activity');
  const headers = { origin: baseURL! };

  const message = await createMessage(page);
  await replyThroughApi(page, message.id, 'Thank you, we will call you this afternoon.');
  const reply = await entryFor(page, 'reply', message.id);
  // The enquiry by its id and service, never the visitor's name.
  expect(reply).toMatchObject({
    summary: 'Replied to a message',
    item_title: `${message.service_of_interest} enquiry`,
  });
  expect(reply!.actor_email).toBe('admin@example.com');
  expect(Date.now() - Date.parse(reply!.created_at)).toBeLessThan(60_000);

  const job = await createJob(page);
  expect(await entryFor(page, 'job', job.id)).toMatchObject({
    summary: 'Posted a job',
    item_title: job.title,
  });
  const removedJob = await retryReset(() =>
    page.request.delete(`/api/admin/jobs/${job.id}`, { headers }),
  );
  expect(removedJob.status()).toBe(204);
  expect(await entryFor(page, 'removal', job.id)).toMatchObject({
    summary: 'Removed a job',
    item_title: job.title,
  });

  const news = await createNews(page);
  expect(await entryFor(page, 'news', news.id)).toMatchObject({
    summary: 'Posted news',
    item_title: news.title,
  });

  const open = await createOpenJob(page);
  const applied = await applyFor(page.request, baseURL!, open);
  const marked = await retryReset(() =>
    page.request.patch(`/api/admin/applications/${applied.id}`, {
      headers,
      data: { status: 'shortlisted' },
    }),
  );
  expect(marked.status()).toBe(200);
  expect(await entryFor(page, 'application-status', applied.id)).toMatchObject({
    summary: 'Marked an application Shortlisted',
    item_title: open.title,
  });

  const exported = await apiGet(page, '/api/admin/visitors/export');
  expect(exported.status()).toBe(200);
  const exports = await activity(page, '?kind=export');
  expect(exports.results.some((entry) => entry.summary === 'Exported the site visitors')).toBe(
    true,
  );
  expect(exports.results.every((entry) => entry.kind === 'export')).toBe(true);

  // The screen shows the same entries, and its Kind filter narrows them.
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: /^Activity/ })).toBeVisible();
  await page.getByLabel('Kind').selectOption('Job change');
  await expect(page).toHaveURL(/kind=job/);
  await expect(
    page.getByRole('article', { name: `Posted a job, ${reply!.actor_name}` }).filter({
      hasText: job.title,
    }),
  ).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Replied to a message' })).toHaveCount(
    0,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('the log exports as CSV with the filters of the screen', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin/activity?kind=job');
  const job = await createJob(page);
  await page.reload();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Time,Person,Email,Kind,What,Item id,Item,Outcome');
  expect(lines.some((line) => line.includes('Posted a job') && line.includes(job.title))).toBe(
    true,
  );
  expect(
    lines
      .slice(1)
      .filter(Boolean)
      .every((line) => line.includes(',Job change,')),
  ).toBe(true);
  // The export itself is in the log.
  const exports = await activity(page, '?kind=export');
  expect(exports.results.some((entry) => entry.summary === 'Exported the activity log')).toBe(true);
});

test('a filter that cannot be one is refused with a clear message', async ({ adminPage: page }) => {
  await openAdmin(page);
  const response = await apiGet(page, '/api/admin/activity?kind=everything');
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBeTruthy();
});
