// Helpers of the back-office tests. They create what each test needs through the site's own
// doors, so the tests hold in either backend mode and never rely on the demo seed.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Job, Message, News } from '../lib/backend/types';
import { e2eAdmin, smtpSink } from '../playwright.config';

/** A short tag that makes names unique across tests running side by side. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A made-up client IP (198.18.0.0/15, reserved for tests): the site reads it from X-Forwarded-For (the e2e servers run with TRUST_PROXY), so
 * per-IP limits (login failures, contact form) of one test never touch another.
 */
export const testIp = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Runs a call of the test's own HTTP client, again once if the connection was reset: under load
 * the server may close a kept-alive socket just as the client reuses it.
 */
export async function retryReset<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return call();
  }
}

export const apiGet = (page: Page, path: string) => retryReset(() => page.request.get(path));

/** Opens an admin screen through the login form: the redirect, the form, then the screen. */
export async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/admin-login/);
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
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
      headers: { origin: origin(page), 'x-forwarded-for': testIp() },
      data: body,
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  const list = (await (await apiGet(page, '/api/admin/messages')).json()) as {
    results: Message[];
  };
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

/** One page of an admin list door, as the screens read it. */
export async function listPage<T>(page: Page, path: string, number = 1) {
  const response = await apiGet(page, `${path}?page=${number}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { results: T[]; count: number; next: number | null };
}

/**
 * Creates items until the list has a second page made of this test's own items alone, whatever
 * the backend's page size (10 here, 3 in the fake API). Returns the page size.
 */
export async function fillPastOnePage(page: Page, path: string, create: () => Promise<unknown>) {
  for (let made = 1; made <= 40; made += 1) {
    await create();
    const first = await listPage(page, path);
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

/** A 1×1 PNG: a real image by its bytes, which is what the news door checks. */
export const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function createNews(
  page: Page,
  fields: { title?: string; date?: string; description?: string } = {},
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
        image: { name: 'banner.png', mimeType: 'image/png', buffer: pixelPng },
      },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as News;
}

export async function recordVisit(page: Page, ip = testIp()): Promise<string> {
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
  return (await response.json()) as {
    envelopeFrom: string;
    to: string[];
    headers: string;
    body: string;
  }[];
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
