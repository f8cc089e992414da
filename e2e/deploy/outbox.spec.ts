import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startPostgresCluster } from '../../test/postgres-cluster';
import { applicant } from '../support/careers-helpers';
import { e2eAdmin } from '../support/env';
import { pdfCv } from '../support/files';
import { expect, test } from '../support/fixtures';
import { startMailCapture, type CapturedMail } from '../support/mail-capture';
import { logIn } from '../support/session';
import { uniqueIp } from '../support/unique';
import { copyStandalone, startStandalone } from '../support/deploy/processes';

// The outbox as deployed: the standalone build, its own SMTP server on loopback that the test
// stops and starts, a restart of the product, and two instances on one PostgreSQL.
test.describe.configure({ mode: 'serial' });

const NOTIFY = 'leads@crestfield.test';
let build: ReturnType<typeof copyStandalone>;
test.beforeAll(() => void (build = copyStandalone()));
test.afterAll(() => build?.dispose());

const baseEnv = (smtpPort: number, dataDir: string) => ({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'one-secret-shared-by-every-instance-0123456789',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Crestfield Business Services <hello@crestfield.test>',
  NOTIFY_EMAIL: NOTIFY,
  // Each post below comes from its own address: the per-IP limits are not what is tested here.
  TRUST_PROXY: '1',
});

const enquiry = (n: number) => ({
  full_name: `Outbox Visitor ${n}`,
  userEmail: `outbox${n}@example.com`,
  phone_number: '+44 7700 900321',
  service_of_interest: 'Call Handling',
  description: `Enquiry number ${n}: do you cover weekend calls?`,
});

async function post(api: APIRequestContext, url: string, path: string, data: object) {
  const response = await api.post(`${url}${path}`, {
    headers: { origin: url, 'x-forwarded-for': uniqueIp() },
    data,
  });
  expect(response.status(), path).toBe(201);
  return response;
}

const subjects = (mails: CapturedMail[]) =>
  mails.map((mail) => `${mail.to.join(',')} ${/^Subject: (.*)$/m.exec(mail.headers)?.[1]}`).sort();

test('with SMTP down, enquiries, applications and replies are kept and sent once it is back, after a restart', async () => {
  test.setTimeout(150_000);
  const smtpPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  let app = await startStandalone(build.dir, baseEnv(smtpPort, dataDir));
  const api = await playwrightRequest.newContext({ baseURL: app.url });
  try {
    await logIn(api, app.url);
    await post(api, app.url, '/api/contact', enquiry(1));
    const jobs = (await (await api.get(`${app.url}/api/admin/jobs`)).json()) as {
      results: { id: number; title: string }[];
    };
    const job = jobs.results[0]!;
    const applied = await api.post(`${app.url}/api/applications`, {
      headers: { origin: app.url, accept: 'application/json' },
      multipart: applicant(job.id, {
        userEmail: 'applicant@example.com',
        full_name: 'Grace Mensah',
      }),
    });
    expect(applied.status()).toBe(201);
    const messages = (await (await api.get(`${app.url}/api/admin/messages`)).json()) as {
      results: { id: number; userEmail: string }[];
    };
    const mine = messages.results.find((m) => m.userEmail === 'outbox1@example.com')!;
    const replied = await post(api, app.url, `/api/admin/messages/${mine.id}/replies`, {
      reply_text: 'Yes, seven days a week.',
    });
    expect(await replied.json()).toMatchObject({ mail: 'queued' });
    const stats = async () =>
      (await (await api.get(`${app.url}/api/admin/stats`)).json()) as {
        outbox: { waiting: number; lastError: string | null };
      };
    await expect
      .poll(async () => (await stats()).outbox.lastError, { timeout: 20_000 })
      .toMatch(/ECONNREFUSED|connect/i);
    expect((await stats()).outbox.waiting).toBe(5);

    await app.stop();
    const smtp = await startMailCapture(smtpPort);
    try {
      app = await startStandalone(build.dir, baseEnv(smtpPort, dataDir));
      await expect.poll(() => smtp.mails.length, { timeout: 55_000, intervals: [1000] }).toBe(5);
      expect(subjects(smtp.mails)).toEqual(
        [
          `applicant@example.com We have received your application: Crestfield Business Services`,
          `${NOTIFY} New application: ${job.title} from Grace Mensah`,
          `${NOTIFY} New enquiry: Call Handling from Outbox Visitor 1`,
          `outbox1@example.com Re: your message to Crestfield Business Services`,
          `outbox1@example.com We have received your message: Crestfield Business Services`,
        ].sort(),
      );
      const notice = smtp.mails.find((mail) => mail.headers.includes('New application'))!;
      expect(notice.headers).toMatch(/^Reply-To: applicant@example.com$/m);
      expect(notice.body).toContain(pdfCv.toString('base64').slice(0, 40));
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(smtp.mails).toHaveLength(5);
    } finally {
      await smtp.close();
    }
  } finally {
    await api.dispose();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('two instances on one PostgreSQL send each e-mail once', async () => {
  test.setTimeout(150_000);
  const cluster = await startPostgresCluster();
  const smtpPort = await freePort();
  const smtp = await startMailCapture(smtpPort);
  const dirs = [1, 2].map((n) => mkdtempSync(path.join(tmpdir(), `outbox-pg-${n}-`)));
  const [a, b] = await Promise.all(
    dirs.map((dir) =>
      startStandalone(build.dir, { ...baseEnv(smtpPort, dir), DATABASE_URL: cluster.url }),
    ),
  );
  const api = await playwrightRequest.newContext();
  try {
    for (let n = 1; n <= 6; n += 1)
      await post(api, (n % 2 ? a : b)!.url, '/api/contact', enquiry(100 + n));
    await expect.poll(() => smtp.mails.length, { timeout: 30_000, intervals: [500] }).toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const seen = subjects(smtp.mails);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  } finally {
    await api.dispose();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    cluster.stop();
  }
});
