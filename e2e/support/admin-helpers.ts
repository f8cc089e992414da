// Helpers of the back-office tests. They create what each test needs through the site's own
// doors, so the tests hold in either backend mode and never rely on the demo seed.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Job } from '../../lib/domain/job';
import type { Message } from '../../lib/domain/message';
import type { News } from '../../lib/domain/news';
import { smtpSink } from './env';
import { pngFile } from './files';
import { listPage } from './lists';
import type { CapturedMail } from './mail-capture';
import { retryReset } from './retry-reset';
import { unique, uniqueIp } from './unique';

export const apiGet = (page: Page, path: string) => retryReset(() => page.request.get(path));

/**
 * Opens an admin screen with the session the page holds (the adminPage fixture's), and checks
 * that the screen itself opened, not the login page.
 */
export async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

const origin = (page: Page) => new URL(page.url()).origin;

/** A visitor's message through the public contact door, found again in the admin list. */
export async function createMessage(
  page: Page,
  fields: Partial<Record<string, string>> = {},
): Promise<Message> {
  const tag = unique();
  const body = {
    full_name: `Visitor ${tag}`,
    userEmail: `visitor-${tag}@example.com`,
    phone_number: '+44 7700 900123',
    service_of_interest: 'Recruitment Services',
    description: `Could you help us hire two receptionists? Reference ${tag}.`,
    ...fields,
  };
  const response = await retryReset(() =>
    page.request.post('/api/contact', {
      headers: { origin: origin(page), 'x-forwarded-for': uniqueIp() },
      data: body,
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  const list = await listPage<Message>(page.request, '/api/admin/messages');
  const message = list.results.find((item) => item.full_name === body.full_name);
  if (!message) throw new Error(`message ${body.full_name} not found on the first page`);
  return message;
}

export async function replyThroughApi(page: Page, id: number, text: string): Promise<void> {
  const response = await retryReset(() =>
    page.request.post(`/api/admin/messages/${id}/replies`, {
      headers: { origin: origin(page) },
      data: { reply_text: text },
    }),
  );
  expect(response.status()).toBe(201);
}

export async function createJob(page: Page, fields: Partial<Job> = {}): Promise<Job> {
  const tag = unique();
  const response = await retryReset(() =>
    page.request.post('/api/admin/jobs', {
      headers: { origin: origin(page) },
      data: {
        title: `Receptionist ${tag}`,
        end_date: '2030-06-30',
        description: `<p>Greet clients at our Birmingham office (${tag}).</p>`,
        requirements: '<ul><li><p>Two years on a front desk</p></li></ul>',
        ...fields,
      },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Job;
}

/**
 * Creates items until the list has a second page made of this test's own items alone, whatever
 * the backend's page size (10 here, 3 in the fake API). Returns the page size.
 */
export async function fillPastOnePage(page: Page, path: string, create: () => Promise<unknown>) {
  for (let made = 1; made <= 40; made += 1) {
    await create();
    const first = await listPage(page.request, path);
    if (first.next !== null && made > first.results.length) return first.results.length;
  }
  throw new Error(`${path} never got a second page`);
}

/** Today in this machine's time zone (the browsers and servers of the tests share it). */
export const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export async function createNews(
  page: Page,
  fields: {
    title?: string;
    date?: string;
    description?: string;
    image?: ReturnType<typeof pngFile>;
  } = {},
): Promise<News> {
  const response = await retryReset(() =>
    page.request.post('/api/admin/news', {
      headers: { origin: origin(page) },
      multipart: {
        title: fields.title ?? `Office news ${unique()}`,
        // Today by default: lists are newest first, so the item lands on the first page.
        date: fields.date ?? localToday(),
        description:
          fields.description ?? '<p>We have opened a <strong>new office</strong> in Leeds.</p>',
        image: fields.image ?? pngFile(),
      },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as News;
}

export async function recordVisit(page: Page, ip = uniqueIp()): Promise<string> {
  const response = await retryReset(() =>
    page.request.post('/api/visits', {
      headers: { origin: origin(page), 'x-forwarded-for': ip },
    }),
  );
  expect(response.status()).toBe(204);
  return ip;
}

/** The mails the loopback SMTP sink received for one address. */
export async function mailsTo(request: APIRequestContext, address: string) {
  const response = await request.get(`${smtpSink.url}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CapturedMail[];
}

/**
 * Holds the matching requests back a little, so the busy labels can be seen. (Not for multipart
 * requests with a file: continuing those does not work in Playwright; fetch them instead.)
 */
export async function slowDown(page: Page, pattern: string, method: string) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === method)
      await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
}

/** Answers every matching admin door with a failure, as a broken backend would. */
export async function failRoute(page: Page, pattern: string, status = 500, method?: string) {
  await page.route(pattern, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'The database is unavailable' }),
        }),
  );
}

/** Today in the browser's own time zone, as a date input holds it (YYYY-MM-DD). */
export const todayInBrowser = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** Answers the editor's "Image description" dialog: a description, or decorative when ''. */
export async function describeImage(page: Page, description: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Image description' });
  await expect(dialog).toBeVisible();
  if (description) await dialog.getByLabel('Image description').fill(description);
  else await dialog.getByLabel(/^Decorative/).check();
  await dialog.getByRole('button', { name: 'Save description' }).click();
  await expect(dialog).toBeHidden();
}
