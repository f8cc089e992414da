// The public forms' writes: an enquiry or application is stored with its lead source and its
// e-mails or not at all, and the write itself wakes the outbox's sender (no route does). The
// enquiry's e-mails are its use case's (lib/inbox/store-with-mails.ts), no longer the Backend's.
import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { startMailCapture, type MailCapture } from '@/e2e/support/mail-capture';
import { withOwnDatabase } from '@/test/own-database';
import { freePort } from '@/test/postgres-cluster';
import { withFakeApi } from '@/test/upstream-fixture';
import type { Backend } from '@/lib/backend/backend';
import type { LeadSource } from '@/lib/domain/lead-source';
import type { MailsFor } from '@/lib/domain/mail-draft';
import type { CreatedMessage } from '@/lib/domain/message';

// The stores open the process's own database from the environment, as the server does.
const own = withOwnDatabase('lead-writes');
const smtpPort = await freePort();
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;

const { applications, leadSources, messages, outbox } = await import('@/lib/own-data/db/schema');
const { createEmbeddedBackend } = await import('@/lib/backend/embedded');
const { createApplication } = await import('@/lib/applications/store');
const { startOutboxSender } = await import('@/lib/mail/outbox-sender');
const { storeWithMails } = await import('@/lib/inbox/store-with-mails');

const api = withFakeApi();
let mail: MailCapture;
beforeAll(async () => {
  mail = await startMailCapture(smtpPort);
});
afterAll(() => mail.close());

const db = async () => (await own.database()).db;
const embedded = async () =>
  createEmbeddedBackend(await own.database(), { adminUser: 'office@example.com' });
const source = {
  landing_page: '/services?utm_source=newsletter',
  referrer: null,
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: null,
};
const enquiry = (who: string) => ({
  full_name: who,
  userEmail: `${who.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone_number: '+44 7700 900000',
  service_of_interest: 'Call Handling',
  description: 'Please call me about weekend cover.',
});
const notice = (to: string) => ({
  kind: 'notification' as const,
  to,
  subject: `New lead ${to}`,
  text: 'A new lead.',
});
/** An enquiry as its use case stores it (lib/inbox/receive-enquiry.ts), with these mails. */
const enquire = (
  backend: Backend,
  who: string,
  mails: MailsFor<CreatedMessage>,
  from: LeadSource | null = source,
) => storeWithMails(backend, () => backend.createMessage(enquiry(who), from), mails);
const cv = { bytes: new TextEncoder().encode('%PDF-1.4 cv'), kind: 'pdf' as const, name: 'cv.pdf' };
const job = { id: 7, title: 'Receptionist' };
const applicant = (who: string) => ({
  full_name: who,
  userEmail: `${who.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone_number: '+44 7700 900000',
  cover_letter: '',
});

async function rows() {
  const d = await db();
  return {
    messages: await d.select({ name: messages.fullName }).from(messages),
    applications: await d.select({ name: applications.fullName }).from(applications),
    sources: await d
      .select({ kind: leadSources.kind, utm: leadSources.utmSource })
      .from(leadSources),
    mails: await d.select({ to: outbox.to }).from(outbox),
  };
}

/** Runs `write` while the lead_sources table is away, so that inserting a source fails. */
async function withoutLeadSources(write: () => Promise<unknown>) {
  const d = await db();
  await d.execute(sql`ALTER TABLE lead_sources RENAME TO lead_sources_away`);
  try {
    await expect(write()).rejects.toBeDefined();
  } finally {
    await d.execute(sql`ALTER TABLE lead_sources_away RENAME TO lead_sources`);
  }
}

describe('an enquiry or application with its lead source', () => {
  it('stores an embedded enquiry, its source and its e-mail together', async () => {
    const backend = await embedded();
    const before = await rows();
    await enquire(backend, 'Ada Stored', () => [notice('ada@example.com')]);
    const after = await rows();
    expect(after.messages.length - before.messages.length).toBe(1);
    expect(after.sources).toContainEqual({ kind: 'message', utm: 'newsletter' });
    expect(after.mails).toContainEqual({ to: 'ada@example.com' });
  });

  it('stores no embedded enquiry nor e-mail when its source cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = await embedded();
    const before = await rows();
    await withoutLeadSources(() => enquire(backend, 'Ben Lost', () => [notice('ben@example.com')]));
    expect(await rows()).toEqual(before);
  });

  it('stores no source when the enquiry itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = await embedded();
    const before = await rows();
    const badMail = { ...notice('x@example.com'), to: null as unknown as string };
    await expect(enquire(backend, 'Cy Lost', () => [badMail])).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(await rows()).toEqual(before);
  });

  it('stores an application, its source and its e-mail together, or none of them', async () => {
    const before = await rows();
    await createApplication(applicant('Dee Stored'), job, cv, [notice('dee@example.com')], source);
    const stored = await rows();
    expect(stored.applications.length - before.applications.length).toBe(1);
    expect(stored.sources).toContainEqual({ kind: 'application', utm: 'newsletter' });
    expect(stored.mails).toContainEqual({ to: 'dee@example.com' });

    await withoutLeadSources(() =>
      createApplication(applicant('Eve Lost'), job, cv, [notice('eve@example.com')], source),
    );
    const badMail = { ...notice('x@example.com'), to: null as unknown as string };
    await expect(
      createApplication(applicant('Fay Lost'), job, cv, [badMail], source),
    ).rejects.toBeDefined();
    expect(await rows()).toEqual(stored);
  });

  it('records an upstream enquiry’s source in our database once the API has accepted it', async () => {
    const before = await rows();
    await enquire(api.backend, 'Gil Upstream', () => [notice('gil@example.com')]);
    const after = await rows();
    expect(after.sources.length - before.sources.length).toBe(1);
    expect(after.mails).toContainEqual({ to: 'gil@example.com' });

    await api.fake.fail({ status: 500, message: 'Database is down for maintenance' });
    await expect(
      enquire(api.backend, 'Hal Refused', () => [notice('hal@example.com')]),
    ).rejects.toMatchObject({ kind: 'upstream' });
    expect(await rows()).toEqual(after);
  });
});

describe('the outbox sender', () => {
  // The sender also looks every 5 s; a mail that arrives well before that was sent on the wake
  // of the write that queued it.
  const arrivesSoon = async (to: string, write: () => Promise<unknown>) => {
    const started = Date.now();
    await write();
    await expect
      .poll(() => mail.mails.some((sent) => sent.to.includes(to)), { timeout: 2500, interval: 50 })
      .toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  };

  it('is woken by each write that queues an e-mail, with no route asking', async () => {
    startOutboxSender();
    await new Promise((resolve) => setTimeout(resolve, 500)); // its first look, at start
    const backend = await embedded();
    await arrivesSoon('ivy@example.com', () =>
      enquire(backend, 'Ivy Woken', () => [notice('ivy@example.com')], null),
    );
    await arrivesSoon('jo@example.com', () =>
      createApplication(applicant('Jo Woken'), job, cv, [notice('jo@example.com')]),
    );
    const [message] = (await backend.listMessages(1)).results;
    await arrivesSoon('kit@example.com', () =>
      storeWithMails(
        backend,
        () => backend.replyToMessage(message!.id, { reply_text: 'Thanks.' }),
        () => [notice('kit@example.com')],
      ),
    );
    await arrivesSoon('lou@example.com', () =>
      enquire(api.backend, 'Lou Upstream', () => [notice('lou@example.com')], null),
    );
  });
});
