import { readFile } from 'node:fs/promises';
import type { APIResponse, Download } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Message } from '../lib/domain/message';
import {
  apiGet,
  createMessage,
  fillPastOnePage,
  openAdmin,
  recordVisit,
  replyThroughApi,
} from './support/admin-helpers';
import { applicant, applicationsFor, apply, createOpenJob } from './support/careers-helpers';
import { listPage } from './support/lists';
import { retryReset } from './support/retry-reset';
import { unique } from './support/unique';

// Other tests add and remove rows at the same time: each test looks for its own rows only.

const BOM = '\uFEFF';
const ISO = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z`;
const iso = (value: string) => new Date(value).toISOString();

/** A name the forms take (no < or >) that a spreadsheet would run as a formula. */
const formulaName = (tag: string) => `=HYPERLINK("http://evil.example","x") Smith ${tag}`;
/** The same name as the CSV must hold it: text (a leading '), quoted, quotes doubled. */
const neutralised = (tag: string) => `"'=HYPERLINK(""http://evil.example"",""x"") Smith ${tag}"`;

const APPLICATIONS_HEADER =
  'Received,Job,Name,Email,Phone,Status,Cover letter,CV file name,Source,Landing page,Referrer,Campaign';

/** The file's records after checking its BOM, header and CRLF line ends. */
function recordsOf(csv: string, header: string): string[] {
  expect(csv.startsWith(BOM)).toBe(true);
  expect(csv.startsWith(`${BOM}${header}\r\n`)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(BOM.length).split('\r\n');
}

function expectCsvHeaders(response: APIResponse, name: RegExp) {
  const headers = response.headers();
  expect(headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(headers['content-disposition']).toMatch(name);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
}

async function downloadedText(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString('utf8');
}

test('messages export every page, with formulas neutralised', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const tag = unique();
  const created = await createMessage(page, { full_name: formulaName(tag) });
  await replyThroughApi(page, created.id, 'Thank you, we will call you tomorrow.');
  const { results } = await listPage<Message>(page.request, '/api/admin/messages');
  const message = results.find((item) => item.id === created.id)!;
  // Enough newer messages of this test's own that this one is no longer on the first page.
  await fillPastOnePage(page, '/api/admin/messages', () => createMessage(page));

  const response = await apiGet(page, '/api/admin/messages/export');
  expect(response.status()).toBe(200);
  expectCsvHeaders(response, /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"/);
  const body = await response.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = recordsOf(
    body.toString('utf8'),
    'Received,Name,Email,Phone,Service,Message,Replies,Last reply,Source,Landing page,Referrer,Campaign',
  );
  expect(records.filter((record) => record.includes(message.userEmail!))).toEqual([
    [
      iso(message.created_at),
      neutralised(tag),
      message.userEmail,
      `'${message.phone_number}`,
      message.service_of_interest,
      message.description,
      '1',
      iso(message.replies[0]!.created_at),
      // Posted by the test, not a browser with analytics consent: no source.
      '',
      '',
      '',
      '',
    ].join(','),
  ]);
});

test('applications export from the screen, following the job filter', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const job = await createOpenJob(page);
  const tag = unique();
  const sent = await retryReset(() =>
    apply(request, baseURL!, applicant(job.id, { full_name: formulaName(tag) })),
  );
  expect(sent.status(), await sent.text()).toBe(201);
  const [application] = (await applicationsFor(page.request, job.id)).results;

  await page.goto(`/admin/applications?job=${job.id}`);
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', `/api/admin/applications/export?job=${job.id}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^applications-job-${job.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const expected = [
    iso(application!.created_at),
    job.title,
    neutralised(tag),
    application!.userEmail,
    `'${application!.phone_number}`,
    'New',
    application!.cover_letter,
    'amara-okafor-cv.pdf',
    '',
    '',
    '',
    '',
  ].join(',');
  // The job is this test's own: its file holds this one application and nothing else.
  expect(recordsOf(await downloadedText(download), APPLICATIONS_HEADER)).toEqual([
    APPLICATIONS_HEADER,
    expected,
    '',
  ]);

  await page.getByLabel('Job', { exact: true }).selectOption({ label: 'All jobs' });
  await expect(link).toHaveAttribute('href', '/api/admin/applications/export');
  const all = await apiGet(page, '/api/admin/applications/export');
  expectCsvHeaders(all, /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/);
  expect((await all.text()).split('\r\n')).toContain(expected);
  expect((await apiGet(page, '/api/admin/applications/export?job=abc')).status()).toBe(400);
});

test('site visitors export every page from the screen', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const ips: string[] = [];
  await fillPastOnePage(page, '/api/admin/visitors', async () => {
    ips.push(await recordVisit(page));
  });

  await page.goto('/admin/visitors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site visitors');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^visitors-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = recordsOf(await downloadedText(download), 'Date,IP address');
  // The first visit is past the first page by now: it is there only if every page was read.
  for (const ip of ips) {
    const line = new RegExp(`^${ISO},${ip.replaceAll('.', String.raw`\.`)}$`);
    expect(records.filter((record) => line.test(record))).toHaveLength(1);
  }
});

test('every export door answers 401 without a session, whatever headers are sent', async ({
  request,
  baseURL,
}) => {
  for (const door of ['messages', 'applications', 'visitors']) {
    const response = await request.get(`/api/admin/${door}/export`, {
      headers: {
        origin: baseURL!,
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
        authorization: 'Token e2e-token',
        cookie: 'next-auth.session-token=forged',
      },
    });
    expect(response.status(), door).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.' });
  }
});
