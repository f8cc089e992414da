import { scratchFolder } from '@/test/file-end';
import { copyPgliteTemplate } from '@/test/pglite-template';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// The retention job opens the process's own database from the environment, as the server does.
const dataDir = scratchFolder('retention');
copyPgliteTemplate(dataDir);
process.env.DATA_DIR = dataDir;
process.env.VISIT_RETENTION_DAYS = '30';
process.env.APPLICATION_RETENTION_DAYS = '10';
delete process.env.DATABASE_URL;
delete process.env.API_BASE_URL;

const { closeDatabase, getDatabase } = await import('@/lib/own-data/db/client');
const { applyMigrations } = await import('@/lib/own-data/db/migrate');
const { applications, leadSources, notFoundPaths, outbox, rateLimits, revokedSessions, visitors } =
  await import('@/lib/own-data/db/schema');
const { deleteExpiredRecords } = await import('./retention');

beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
afterAll(closeDatabase);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** An application row `days` old. */
const application = (fullName: string, days: number) => ({
  createdAt: daysAgo(days),
  jobId: 1,
  jobTitle: 'Receptionist',
  fullName,
  userEmail: 'applicant@example.com',
  phoneNumber: '020 7946 0000',
  coverLetter: '',
  cv: new TextEncoder().encode('%PDF-1.4'),
  cvType: 'application/pdf',
  cvName: 'cv.pdf',
});

it('deletes visits and applications past their retention, old rate-limit windows and expired revocations', async () => {
  const { db } = await getDatabase({ dataDir });
  await db.insert(visitors).values([
    { ipAddress: '203.0.113.1', createdAt: daysAgo(31) },
    { ipAddress: '203.0.113.2', createdAt: daysAgo(29) },
  ]);
  await db.insert(rateLimits).values([
    { key: 'contact:old', windowStart: daysAgo(2), count: 3 },
    { key: 'contact:now', windowStart: new Date(), count: 1 },
  ]);
  await db.insert(revokedSessions).values([
    { sid: 'ended', expiresAt: daysAgo(1) },
    { sid: 'live', expiresAt: new Date(Date.now() + 3_600_000) },
  ]);

  const [old] = await db
    .insert(applications)
    .values([application('Old', 11), application('Recent', 9)])
    .returning({ id: applications.id });
  await db
    .insert(leadSources)
    .values({ kind: 'application', refId: old!.id, utmSource: 'jobs-board' });
  const mail = (subject: string, days: number, sent: boolean) => ({
    kind: 'notification' as const,
    to: 'leads@example.com',
    subject,
    text: 'A visitor wrote…',
    createdAt: daysAgo(days),
    sentAt: sent ? daysAgo(days) : null,
  });
  await db
    .insert(outbox)
    .values([
      mail('sent long ago', 31, true),
      mail('sent lately', 29, true),
      mail('waiting', 31, false),
    ]);

  await db.insert(notFoundPaths).values([
    { path: '/unseen-for-91-days', lastSeenAt: daysAgo(91) },
    { path: '/seen-89-days-ago', lastSeenAt: daysAgo(89) },
  ]);

  expect(await deleteExpiredRecords()).toEqual({ visitors: 1, applications: 1 });
  expect((await db.select().from(notFoundPaths)).map((row) => row.path)).toEqual([
    '/seen-89-days-ago',
  ]);

  expect((await db.select().from(visitors)).map((v) => v.ipAddress)).toEqual(['203.0.113.2']);
  expect((await db.select().from(applications)).map((a) => a.fullName)).toEqual(['Recent']);
  expect(await db.select().from(leadSources)).toEqual([]);
  expect((await db.select().from(outbox)).map((m) => m.subject).sort()).toEqual([
    'sent lately',
    'waiting',
  ]);
  expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['contact:now']);
  expect((await db.select().from(revokedSessions)).map((r) => r.sid)).toEqual(['live']);
  // Nothing more to delete the second time.
  expect(await deleteExpiredRecords()).toEqual({ visitors: 0, applications: 0 });
});

it('deletes in batches of bounded size, one statement each, and leaves newer rows', async () => {
  const { db } = await getDatabase({ dataDir });
  // The first test's survivors: this one counts its own rows.
  await db.delete(visitors);
  await db.delete(applications);
  await db.delete(leadSources);
  await db.insert(visitors).values([
    ...Array.from({ length: 23 }, (_, i) => ({
      ipAddress: `198.51.100.${i}`,
      createdAt: daysAgo(31 + i),
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      ipAddress: `192.0.2.${i}`,
      createdAt: daysAgo(29 - i),
    })),
  ]);
  const inserted = await db
    .insert(applications)
    .values([
      ...Array.from({ length: 7 }, (_, i) => application(`Old ${i}`, 11 + i)),
      application('Recent', 9),
    ])
    .returning({ id: applications.id, fullName: applications.fullName });
  await db.insert(leadSources).values(
    inserted.map((row) => ({
      kind: 'application' as const,
      refId: row.id,
      utmSource: 'jobs-board',
    })),
  );

  const deletes = vi.spyOn(db, 'delete');
  try {
    expect(await deleteExpiredRecords({ batchRows: 5 })).toEqual({ visitors: 23, applications: 7 });
    const statements = (table: unknown) =>
      deletes.mock.calls.filter(([called]) => called === table).length;
    // 23 old visits, five at a time: 5 + 5 + 5 + 5 + 3, the short batch the last.
    expect(statements(visitors)).toBe(5);
    // 7 old applications: 5 + 2, each batch's lead sources with it.
    expect(statements(applications)).toBe(2);
    expect(statements(leadSources)).toBe(2);
  } finally {
    deletes.mockRestore();
  }
  expect((await db.select().from(visitors)).map((v) => v.ipAddress).sort()).toEqual([
    '192.0.2.0',
    '192.0.2.1',
    '192.0.2.2',
  ]);
  expect((await db.select().from(applications)).map((a) => a.fullName)).toEqual(['Recent']);
  expect((await db.select().from(leadSources)).map((s) => s.refId)).toEqual([
    inserted.find((row) => row.fullName === 'Recent')!.id,
  ]);
});
