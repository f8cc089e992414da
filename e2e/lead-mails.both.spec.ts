import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mailsTo } from './support/admin-helpers';
import { applicant, apply, postJob } from './support/careers-helpers';
import { smtpSink } from './support/env';
import { pdfCv } from './support/files';
import { unique, uniqueIp } from './support/unique';

// Both apps send through the outbox to the loopback SMTP sink; NOTIFY_EMAIL is smtpSink.notify.

const header = (headers: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];

async function notificationAbout(request: APIRequestContext, subject: string) {
  await expect
    .poll(
      async () =>
        (await mailsTo(request, smtpSink.notify)).filter((m) => m.headers.includes(subject)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  return (await mailsTo(request, smtpSink.notify)).find((m) => m.headers.includes(subject))!;
}

test('an enquiry is e-mailed to the firm and acknowledged to the visitor, once per 10 minutes', async ({
  request,
  baseURL,
}) => {
  const tag = unique();
  const enquiry = {
    full_name: `Lead ${tag}`,
    userEmail: `lead-${tag}@example.com`,
    phone_number: '+44 7700 900555',
    service_of_interest: 'Call Handling',
    description: `<b>We need weekend cover</b> for our clinic, reference ${tag}.`,
  };
  const send = () =>
    request.post('/api/contact', {
      headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
      data: enquiry,
    });
  expect((await send()).status()).toBe(201);

  const notice = await notificationAbout(
    request,
    `Subject: New enquiry: Call Handling from Lead ${tag}`,
  );
  expect(header(notice.headers, 'Reply-To')).toBe(enquiry.userEmail);
  expect(header(notice.headers, 'Content-Type')).toMatch(/^text\/plain/);
  expect(notice.body).toContain(`> <b>We need weekend cover</b> for our clinic, reference ${tag}.`);
  expect(notice.envelopeFrom).toBe(smtpSink.from);

  await expect.poll(async () => (await mailsTo(request, enquiry.userEmail)).length).toBe(1);
  const [ack] = await mailsTo(request, enquiry.userEmail);
  expect(header(ack!.headers, 'Subject')).toBe(
    'We have received your message: Crestfield Business Services',
  );
  expect(ack!.body).toContain('within one working day');
  expect(ack!.body).toContain(`reference ${tag}`);

  // A second enquiry from the same address is notified, but not acknowledged again.
  expect((await send()).status()).toBe(201);
  await expect
    .poll(
      async () =>
        (await mailsTo(request, smtpSink.notify)).filter((m) =>
          m.headers.includes(`from Lead ${tag}`),
        ).length,
    )
    .toBe(2);
  expect(await mailsTo(request, enquiry.userEmail)).toHaveLength(1);
});

test('an application is e-mailed to the firm with the CV attached, and acknowledged', async ({
  adminRequest: request,
  baseURL,
}) => {
  const job = await postJob(request, baseURL!);
  const email = `applicant-${unique()}@example.com`;
  const response = await apply(
    request,
    baseURL!,
    applicant(job.id, { userEmail: email, full_name: 'Kofi Boateng' }),
  );
  expect(response.status()).toBe(201);

  const notice = await notificationAbout(
    request,
    `Subject: New application: ${job.title} from Kofi Boateng`,
  );
  expect(header(notice.headers, 'Reply-To')).toBe(email);
  expect(header(notice.headers, 'Content-Type')).toMatch(/^multipart\/mixed/);
  expect(notice.body).toMatch(/filename="?amara-okafor-cv\.pdf"?/);
  expect(notice.body.replace(/\r\n/g, '')).toContain(pdfCv.toString('base64'));

  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  const [ack] = await mailsTo(request, email);
  expect(header(ack!.headers, 'Subject')).toBe(
    'We have received your application: Crestfield Business Services',
  );
  expect(ack!.body).toContain(`Role: ${job.title}`);
});
