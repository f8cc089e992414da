import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { delayLaterScripts, refuseLaterScripts } from './support/late-scripts';
import type { Message } from '../lib/domain/message';
import { listAll } from './support/lists';
import { unique, uniqueIp } from './support/unique';

const valid = (word: string) => ({
  full_name: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  phone_number: '+44 7700 900222',
  service_of_interest: 'Recruitment Services',
  description: `Please call me about ${word} for our clinic.`,
});

async function fillForm(page: Page, form: ReturnType<typeof valid>) {
  await page.getByLabel('Full name').fill(form.full_name);
  await page.getByLabel('Email').fill(form.userEmail);
  await page.getByLabel('Phone number').fill(form.phone_number);
  await page.getByLabel('Service of interest').selectOption(form.service_of_interest);
  await page.getByRole('textbox', { name: 'Message' }).fill(form.description);
}

test('a visitor’s message sent from the contact form reaches the back office', async ({
  page,
  adminRequest,
}) => {
  const word = unique('clinic');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/contact-us');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Phone number').fill('+44 7700 900333');
  await page.getByLabel('Service of interest').selectOption('Recruitment Services');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(`We need two nurses, reference ${word}.`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('your message has been sent');

  const messages = await listAll<Message>(adminRequest, '/api/admin/messages');
  expect(messages).toContainEqual(
    expect.objectContaining({
      full_name: 'Grace Hopper',
      service_of_interest: 'Recruitment Services',
      description: `We need two nurses, reference ${word}.`,
    }),
  );
});

test('the form shows each field’s problem and sends nothing until it is fixed', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Enter your full name');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Enter a valid phone number',
  );
  await expect(page.getByLabel('Service of interest')).toHaveAccessibleDescription(
    'Choose a service',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    /at least 10 characters/,
  );
  await expect(page.getByLabel('Full name')).toBeFocused();
});

test('a service or job link opens the form with that choice made', async ({ page }) => {
  await page.goto('/contact-us?service=Recruitment%20Services');
  await expect(page.getByLabel('Service of interest')).toHaveValue('Recruitment Services');
  await page.goto('/contact-us?job=Bilingual%20Call%20Handler');
  await expect(page.getByLabel('Service of interest')).toHaveValue('Careers and job applications');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /apply for the role of Bilingual Call Handler/,
  );
});

test('what a visitor types while the page loads is kept when the link’s choice arrives', async ({
  page,
}) => {
  // The page's scripts are held until the visitor has typed: the form is the server's HTML.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/contact-us?service=Recruitment%20Services', { waitUntil: 'commit' });
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Message' }).fill('Typed before the scripts came.');
  release();
  // Hydrated: the link's service is chosen, and nothing typed was lost.
  await expect(page.getByLabel('Service of interest')).toHaveValue('Recruitment Services');
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Typed before the scripts came.',
  );
});

test('bad contact input is refused with a clear error and stores nothing', async ({
  request,
  adminRequest,
  baseURL,
}) => {
  const word = unique('refused');
  const post = (data: unknown, extra: Record<string, string> = {}) =>
    request.post('/api/contact', {
      headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp(), ...extra },
      data,
    });

  const empty = await post({});
  expect(empty.status()).toBe(400);
  expect((await empty.json()).fields).toMatchObject({
    full_name: expect.any(String),
    userEmail: expect.any(String),
  });

  const wrongTypes = await post({ ...valid(word), full_name: 42, phone_number: ['x'] });
  expect(wrongTypes.status()).toBe(400);
  expect(Object.keys((await wrongTypes.json()).fields)).toEqual(
    expect.arrayContaining(['full_name', 'phone_number']),
  );

  const script = await post({ ...valid(word), full_name: '<script>alert(1)</script>' });
  expect(script.status()).toBe(400);
  expect((await script.json()).fields.full_name).toBe('Full name cannot contain < or >');

  const huge = await post({ ...valid(word), description: 'x'.repeat(1024 * 1024) });
  expect(huge.status()).toBe(413);

  const notJson = await request.post('/api/contact', {
    headers: {
      origin: baseURL!,
      'content-type': 'application/json',
      'x-forwarded-for': uniqueIp(),
    },
    data: '{"full_name":',
  });
  expect(notJson.status()).toBe(400);

  const foreign = await post(valid(word), { origin: 'https://evil.example' });
  expect(foreign.status()).toBe(403);

  const messages = await listAll<Message>(adminRequest, '/api/admin/messages');
  expect(messages.filter((m) => m.description?.includes(word))).toEqual([]);
});

test('a bot filling the hidden field is told it worked, and nothing is stored', async ({
  request,
  adminRequest,
  baseURL,
}) => {
  const word = unique('bot');
  const response = await request.post('/api/contact', {
    headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
    data: { ...valid(word), website: 'http://spam.example' },
  });
  expect(response.status()).toBe(201);
  const messages = await listAll<Message>(adminRequest, '/api/admin/messages');
  expect(messages.filter((m) => m.description?.includes(word))).toEqual([]);
});

test('more than five messages a minute from one address are answered 429', async ({
  request,
  baseURL,
}) => {
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let n = 0; n < 6; n += 1) {
    const response = await request.post('/api/contact', {
      headers: { origin: baseURL!, 'x-forwarded-for': ip },
      data: valid(unique('limit')),
    });
    statuses.push(response.status());
    if (n === 5) expect((await response.json()).error).toMatch(/wait a minute/);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test('without JavaScript the form still sends and says so', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/contact-us`);
  await page.getByLabel('Full name').fill('Alan Turing');
  await page.getByLabel('Email').fill('alan@example.com');
  await page.getByLabel('Phone number').fill('+44 7700 900444');
  await page.getByLabel('Service of interest').selectOption('Basic Website');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('A five-page website for a bakery, please.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact-us#message-sent$/);
  await expect(page.getByText('your message has been sent')).toBeVisible();
  await context.close();
});

test('a double click on send posts the message once', async ({ page, adminRequest }) => {
  const word = unique('double');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  // The form's checks are still loading when the second click comes.
  await delayLaterScripts(page, 1500);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact'))
      posts.push(request.url());
  });
  const form = valid(word);
  await fillForm(page, form);
  await page.getByRole('button', { name: 'Send message' }).dblclick();
  await expect(page.getByRole('status')).toContainText('your message has been sent');

  expect(posts).toHaveLength(1);
  const messages = await listAll<Message>(adminRequest, '/api/admin/messages');
  expect(messages.filter((m) => m.description === form.description)).toHaveLength(1);
});

test('when the form’s checks cannot load, the server checks it and the message still goes', async ({
  page,
  adminRequest,
}) => {
  const word = unique('offline');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  const refused = await refuseLaterScripts(page);

  await page.getByRole('button', { name: 'Send message' }).click();
  // The form waits up to 3 s for its checks before it posts without them.
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Enter your full name', {
    timeout: 10_000,
  });
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    /at least 10 characters/,
  );

  const form = valid(word);
  await fillForm(page, form);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('your message has been sent', {
    timeout: 10_000,
  });

  expect(refused()).toBeGreaterThan(0);
  const messages = await listAll<Message>(adminRequest, '/api/admin/messages');
  expect(messages).toContainEqual(expect.objectContaining({ description: form.description }));
});
