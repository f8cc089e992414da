import { expect, test } from './support/fixtures';
import { applicant, applicationsFor, apply, postJob } from './support/careers-helpers';
import { pdfCv } from './support/files';
import { locationHeaders, sitemapLocs } from './support/live-helpers';
import { uniqueIp } from './support/unique';

// Every test here holds the admin's session in `request` (adminRequest), as a visitor's posts
// and the back office's reads go through the same client.

test('a job posted in the back office gets its own page, with JobPosting data, in the sitemap', async ({
  page,
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!);
  await page.goto('/careers');
  await page.getByRole('link', { name: job.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(new RegExp(`^/careers/${job.id}/client-services-coordinator-role`));
  await page.goto(path); // what a search engine fetches
  await expect(
    page.getByText('Look after our clients from first call to final invoice.'),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${baseURL}${path}`,
  );

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'JobPosting') as Record<string, unknown> & {
    hiringOrganization: Record<string, string>;
  };
  expect(data).toMatchObject({
    '@type': 'JobPosting',
    title: job.title,
    datePosted: job.start_date,
    url: `${baseURL}${path}`,
    directApply: true,
    jobLocation: { address: { addressLocality: 'Birmingham', addressCountry: 'GB' } },
  });
  expect(data.validThrough).toMatch(new RegExp(`^${job.end_date}T23:59:59[+-]\\d\\d:\\d\\d$`));
  expect(data.description).toContain('Two years in a client-facing role');
  expect(data.hiringOrganization).toMatchObject({
    name: 'Crestfield Business Services',
    sameAs: `${baseURL}/`,
  });
  expect(data.hiringOrganization.logo).toMatch(/^http/);

  // A wrong or missing slug answers 308 with exactly one Location, on the request that renders
  // the redirect and on the next one, served from the cache.
  for (const wrong of [`/careers/${job.id}/old-title`, `/careers/${job.id}`]) {
    for (const visit of ['first', 'cached']) {
      const redirect = await request.get(wrong, { maxRedirects: 0 });
      expect(redirect.status(), `${wrong} ${visit}`).toBe(308);
      expect(locationHeaders(redirect), `${wrong} ${visit}`).toEqual([path]);
    }
  }
  expect((await request.get('/careers/999999/no-such-role')).status()).toBe(404);
  expect(await sitemapLocs(request)).toContain(`${baseURL}${path}`);
});

test('a visitor applies with a PDF; the back office has it with the identical CV', async ({
  browser,
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await page.goto(`/careers/${job.id}`);
  const form = page.locator('#apply');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Enter your full name')).toBeVisible();
  await expect(form.locator('#apply-cv-error')).toHaveText(/^Attach your CV/);

  await form.getByLabel('Full name').fill('Amara Okafor');
  await form.getByLabel('Email').fill('amara.okafor@example.com');
  await form.getByLabel('Phone number').fill('+44 121 496 0000');
  await form.getByLabel('Cover letter').fill('Five years on a busy front desk.');
  await form
    .getByLabel('CV')
    .setInputFiles({ name: 'amara.pdf', mimeType: 'application/pdf', buffer: pdfCv });
  await form.getByRole('checkbox', { name: /assess my application/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status')).toContainText('Application received');
  await context.close();

  const listed = await applicationsFor(request, job.id);
  expect(listed.count).toBe(1);
  expect(listed.results[0]).toMatchObject({
    job_title: job.title,
    full_name: 'Amara Okafor',
    userEmail: 'amara.okafor@example.com',
    cover_letter: 'Five years on a busy front desk.',
    status: 'new',
    cv_name: 'amara.pdf',
  });
  const cv = await request.get(`/api/admin/applications/${listed.results[0]!.id}/cv`);
  expect(cv.status()).toBe(200);
  expect(Buffer.compare(await cv.body(), pdfCv)).toBe(0);
  expect(cv.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(cv.headers()['x-content-type-options']).toBe('nosniff');
});

test('a closed job shows that it has closed, takes no application and leaves the sitemap', async ({
  page,
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!, { closed: true });
  await page.goto(`/careers/${job.id}`);
  await expect(page.getByText('This position has closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const refused = await apply(request, baseURL!, applicant(job.id));
  expect(refused.status()).toBe(409);
  expect((await sitemapLocs(request)).some((loc) => loc.includes(`/careers/${job.id}/`))).toBe(
    false,
  );
  expect((await applicationsFor(request, job.id)).count).toBe(0);
});

test('bad applications get a clear error and store nothing', async ({
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!);
  const textAsPdf = {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('My CV: hire me'),
  };
  const huge = {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0x25),
  };
  const cases = [
    { input: applicant(job.id, { cv: undefined }), status: 400, field: 'cv' },
    { input: applicant(job.id, { cv: textAsPdf }), status: 400, field: 'cv' },
    { input: applicant(job.id, { consent: undefined }), status: 400, field: 'consent' },
    {
      input: applicant(job.id, { full_name: '<script>alert(1)</script>' }),
      status: 400,
      field: 'full_name',
    },
    { input: applicant(job.id, { userEmail: 'not-an-address' }), status: 400, field: 'userEmail' },
    { input: applicant(job.id, { cv: huge }), status: 413, field: 'cv' },
  ];
  for (const { input, status, field } of cases) {
    const response = await apply(request, baseURL!, input);
    expect(response.status(), field).toBe(status);
    const body = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(body.fields?.[field], field).toBeTruthy();
  }
  const foreign = await apply(request, baseURL!, applicant(job.id), {
    origin: 'https://evil.example',
  });
  expect(foreign.status()).toBe(403);
  expect((await apply(request, baseURL!, applicant(999_999))).status()).toBe(404);
  expect((await applicationsFor(request, job.id)).count).toBe(0);
});

test('past five applications a minute from one address the door answers 429', async ({
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!);
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const input = applicant(job.id, { full_name: `Applicant ${'ABCDEF'[i]} Test` });
    statuses.push((await apply(request, baseURL!, input, { 'x-forwarded-for': ip })).status());
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  expect((await applicationsFor(request, job.id)).count).toBe(5);
});

test('a visitor without JavaScript can apply', async ({
  browser,
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  const page = await context.newPage();
  await page.goto(`/careers/${job.id}`);
  const form = page.locator('#apply');
  await form.getByLabel('Full name').fill('Tomasz Nowak');
  await form.getByLabel('Email').fill('tomasz.nowak@example.com');
  await form.getByLabel('Phone number').fill('07700 900123');
  await form
    .getByLabel('CV')
    .setInputFiles({ name: 'tomasz.pdf', mimeType: 'application/pdf', buffer: pdfCv });
  await form.getByRole('checkbox', { name: /assess my application/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/#application-sent$/);
  await expect(page.locator('#application-sent')).toBeVisible();
  await expect(page.locator('#application-sent')).toContainText('Application received');
  await context.close();
  const listed = await applicationsFor(request, job.id);
  expect(listed.results.map((a) => a.full_name)).toEqual(['Tomasz Nowak']);
});
