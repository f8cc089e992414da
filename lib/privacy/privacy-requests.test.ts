// One person's data found, exported and erased in both modes, on a real PGlite database and
// (upstream) the fake of the firm's API: exactly their records, nobody else's.
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';
import { withFakeApi } from '@/test/upstream-fixture';

const own = withOwnDatabase('privacy-requests');
process.env.AUTH_SECRET = 'privacy-test-secret-of-at-least-32-characters';

const schema = await import('@/lib/own-data/db/schema');
const { createEmbeddedBackend } = await import('@/lib/backend/embedded');
const { createApplication } = await import('@/lib/applications/store');
const { markMessageRead, readMessageIds } = await import('@/lib/own-data/read-state');
const { findPerson, toFinding } = await import('./find-person');
const { erasePerson } = await import('./erase-person');
const { exportPerson, EXPORT_JSON } = await import('./export-person');
const { addressHash } = await import('./address-hash');
const { listRequests } = await import('./request-log');
const { eraseInputSchema } = await import('./schema');
const { enqueueMails } = await import('@/lib/mail/outbox');
const { resetMail } = await import('@/lib/mail/account-mails');
const { recordActivity } = await import('@/lib/own-data/activity/record');

const api = withFakeApi();
const db = async () => (await own.database()).db;
const embedded = async () => ({
  backend: createEmbeddedBackend(await own.database(), { adminUser: 'office@example.com' }),
  db: await db(),
});
const upstream = async () => ({ backend: api.backend, db: await db() });

const source = {
  landing_page: '/contact-us',
  referrer: null,
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: null,
};
const enquiry = (email: string, description: string) => ({
  full_name: 'Ada Lovelace',
  userEmail: email,
  phone_number: '+44 7700 900000',
  service_of_interest: 'Call Handling',
  description,
});
const cvBytes = (tag: string) => new TextEncoder().encode(`%PDF-1.4 ${tag}`);
const mail = (to: string, replyTo?: string) => ({
  kind: 'acknowledgement' as const,
  to,
  replyTo,
  subject: 'Thank you',
  text: 'We received your message.',
});

/** One enquiry (with a reply, a source, a read mark), an application with a CV and e-mails. */
async function personWith(stores: Awaited<ReturnType<typeof embedded>>, email: string) {
  const created = await stores.backend.createMessage(
    enquiry(email, `Weekend cover for ${email}`),
    source,
  );
  await enqueueMails(stores.db, [mail(email), mail('leads@crestfield.test', email)]);
  await stores.backend.replyToMessage(created.id!, { reply_text: 'We will call you.' });
  await markMessageRead(created.id!, stores.db);
  const application = await createApplication(
    {
      full_name: 'Ada Lovelace',
      userEmail: email,
      phone_number: '+44 7700 900000',
      cover_letter: 'Hello',
    },
    { id: 3, title: 'Receptionist' },
    { bytes: cvBytes(email), kind: 'pdf', name: `../Ada "CV" ${email}.pdf` },
    [],
    source,
  );
  return { messageId: created.id!, applicationId: application };
}

const counts = (finding: ReturnType<typeof toFinding>) =>
  Object.fromEntries(Object.entries(finding.groups).map(([kind, items]) => [kind, items.length]));
const found = async (stores: Awaited<ReturnType<typeof embedded>>, email: string) =>
  counts(toFinding(await findPerson(stores, email)));
const everything = { messages: 1, replies: 1, applications: 1, lead_sources: 2, emails: 2 };
const nothing = { messages: 0, replies: 0, applications: 0, lead_sources: 0, emails: 0 };

describe.each([
  ['embedded', embedded],
  ['upstream', upstream],
] as const)('a privacy request in %s mode', (_mode, storesOf) => {
  beforeEach(async () => {
    const d = await db();
    for (const table of [
      schema.applications,
      schema.leadSources,
      schema.outbox,
      schema.messages,
      schema.activityLog,
    ])
      await d.delete(table);
  });

  it('finds the person’s records whatever the case of the stored address', async () => {
    const stores = await storesOf();
    await personWith(stores, 'Ada.Person@Example.com');
    await personWith(stores, 'other.person@example.com');
    expect(await found(stores, 'ada.person@example.com')).toEqual(everything);
  });

  it('erases exactly the person’s records, keeps no address, and a second erase finds nothing', async () => {
    const stores = await storesOf();
    const ada = await personWith(stores, 'ADA.Erased@example.com');
    await personWith(stores, 'bob.kept@example.com');

    const request = await erasePerson(stores, 'ada.erased@example.com');
    expect(request).toMatchObject({ kind: 'erase', outcome: 'complete', counts: everything });
    expect(await found(stores, 'ada.erased@example.com')).toEqual(nothing);
    expect(await readMessageIds([ada.messageId], stores.db)).toEqual(new Set());
    expect(await found(stores, 'bob.kept@example.com')).toEqual(everything);

    const [row] = await stores.db
      .select()
      .from(schema.privacyRequests)
      .where(eq(schema.privacyRequests.id, request.id));
    // The address only as its keyed hash (which could spell "ada" in hex, so it is left out).
    expect(JSON.stringify({ ...row, addressHash: null })).not.toMatch(/ada|erased|example/i);
    expect(row!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.addressHash).toBe(addressHash('ada.erased@example.com'));

    const again = await erasePerson(stores, 'ada.erased@example.com');
    expect(again).toMatchObject({ outcome: 'complete', counts: nothing });
    expect((await listRequests(stores.db)).slice(0, 2).map((r) => r.id)).toEqual([
      again.id,
      request.id,
    ]);
  });

  it('leaves the back office’s own mails to the address out of find, export and erase', async () => {
    const stores = await storesOf();
    await personWith(stores, 'owner@example.com');
    const link = '/admin/reset-password/a-token-that-opens-the-account-0123456789';
    await enqueueMails(stores.db, [resetMail({ to: 'owner@example.com', link })]);
    expect(await found(stores, 'owner@example.com')).toEqual(everything);
    const files = unzipSync(await exportPerson(stores, 'owner@example.com'));
    const exported = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(exported).toContain('We received your message.');
    expect(exported).not.toContain('Reset your password');
    expect(exported).not.toContain('a-token-that-opens');
    await erasePerson(stores, 'owner@example.com');
    const kept = await stores.db.select({ kind: schema.outbox.kind }).from(schema.outbox);
    expect(kept).toEqual([{ kind: 'account' }]);
  });

  it('erasing takes the person out of the activity log and leaves what was done', async () => {
    const stores = await storesOf();
    const ada = await personWith(stores, 'ada.logged@example.com');
    const office = { id: 1, name: 'Office Manager', email: 'office@example.com' };
    const typed = { id: null, name: 'ADA.logged@example.com', email: 'ADA.logged@example.com' };
    await recordActivity(
      typed,
      { kind: 'failed-sign-in', summary: 'Wrong email or password', success: false },
      stores.db,
    );
    // As entries were written before the log stopped naming visitors.
    await recordActivity(
      office,
      {
        kind: 'reply',
        summary: 'Replied to a message',
        itemId: ada.messageId,
        itemTitle: 'Ada Lovelace',
      },
      stores.db,
    );
    await recordActivity(
      office,
      {
        kind: 'application-status',
        summary: 'Marked an application Shortlisted',
        itemId: ada.applicationId,
        itemTitle: 'Ada Lovelace, Receptionist',
      },
      stores.db,
    );
    await recordActivity(
      office,
      { kind: 'job', summary: 'Posted a job', itemId: 3, itemTitle: 'Receptionist' },
      stores.db,
    );
    await erasePerson(stores, 'ada.logged@example.com');
    const log = await stores.db.select().from(schema.activityLog).orderBy(schema.activityLog.id);
    expect(JSON.stringify(log)).not.toMatch(/ada|lovelace/i);
    expect(log.map((entry) => [entry.summary, entry.actorName, entry.itemTitle])).toEqual([
      ['Wrong email or password', '(erased)', null],
      ['Replied to a message', 'Office Manager', null],
      ['Marked an application Shortlisted', 'Office Manager', null],
      ['Posted a job', 'Office Manager', 'Receptionist'],
    ]);
  });

  it('exports the records and the CV under a safe name', async () => {
    const stores = await storesOf();
    const ada = await personWith(stores, 'ada.export@example.com');
    await personWith(stores, 'bob.other@example.com');
    const files = unzipSync(await exportPerson(stores, 'ada.export@example.com'));
    const cvPath = `cv/${ada.applicationId}-Ada CV ada.export@example.com.pdf`;
    expect(Object.keys(files).sort()).toEqual([cvPath, EXPORT_JSON]);
    expect(strFromU8(files[cvPath]!)).toBe('%PDF-1.4 ada.export@example.com');
    const json = JSON.parse(strFromU8(files[EXPORT_JSON]!));
    expect(json.messages.map((m: { description: string }) => m.description)).toEqual([
      'Weekend cover for ada.export@example.com',
    ]);
    expect(json.applications[0]).toMatchObject({ cover_letter: 'Hello', cv_file: cvPath });
    expect(json.emails).toHaveLength(2);
    expect(JSON.stringify(json)).not.toMatch(/bob\.other|attempts|claimed|last_error|"cv":/);
    expect((await listRequests(stores.db))[0]).toMatchObject({
      kind: 'export',
      counts: everything,
    });
  });
});

describe('an upstream erasure the firm’s API refuses', () => {
  it('removes what is ours, records it as partial and names the message that remains', async () => {
    const stores = await upstream();
    const ada = await personWith(stores, 'ada.refused@example.com');
    await api.fake.fail({ status: 503, message: 'Maintenance', method: 'DELETE' });
    const request = await erasePerson(stores, 'ada.refused@example.com');
    expect(request).toMatchObject({
      outcome: 'partial',
      counts: { messages: 0, replies: 0, applications: 1, lead_sources: 1, emails: 2 },
      remaining: [{ kind: 'message', id: ada.messageId, reason: 'Maintenance' }],
    });
    // The message and its source stay together, for the next request.
    expect(await found(stores, 'ada.refused@example.com')).toMatchObject({
      messages: 1,
      lead_sources: 1,
    });
    expect(await erasePerson(stores, 'ada.refused@example.com')).toMatchObject({
      outcome: 'complete',
      counts: { messages: 1, replies: 1, lead_sources: 1 },
    });
  });
});

describe('the erasure’s confirmation', () => {
  it('is the same address typed again, and nothing else', () => {
    const parse = (confirmation: string) =>
      eraseInputSchema.safeParse({ email: 'Ada@Example.com', confirmation }).success;
    expect(parse(' ada@example.COM ')).toBe(true);
    expect(parse('ERASE')).toBe(false);
    expect(parse('bob@example.com')).toBe(false);
    expect(
      eraseInputSchema.safeParse({ email: 'not an address', confirmation: 'x' }).error?.issues[0]
        ?.message,
    ).toMatch(/e-mail address/);
  });
});
