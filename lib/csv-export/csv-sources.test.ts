// The own tables' exports, read by keyset on a real PGlite database, against the CSV of every
// row as the screens list them (page after page).
import { beforeAll, describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('csv-sources');

const { activityLog, applications, leadSources } = await import('@/lib/own-data/db/schema');
const { listApplications } = await import('@/lib/applications/store');
const { listActivity } = await import('@/lib/own-data/activity/list');

/** Every row a screen's list holds, read page after page as the screen would. */
async function everyPage<T>(read: (page: number) => Promise<{ results: T[]; next: unknown }>) {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { results, next } = await read(page);
    rows.push(...results);
    if (!next) return rows;
  }
}
const allApplications = (job?: number) =>
  everyPage((page) => listApplications({ page, ...(job ? { job } : {}) }));
const allActivity = (filter: { person?: number; kind?: 'export' }) =>
  everyPage((page) => listActivity({ ...filter, page }));
const { ACTIVITY_COLUMNS, APPLICATION_COLUMNS, activityCsv, applicationsCsv } =
  await import('./csv-exports');
const { csvStream } = await import('./csv-stream');
const { KEYSET_PAGE_ROWS, openActivityExport, openApplicationsExport } =
  await import('./csv-sources');

const APPLICATIONS = 1234;
const ENTRIES = 1111;

beforeAll(async () => {
  const { db } = await own.database();
  const base = Date.UTC(2026, 10, 24, 12);
  // Several pages; every third shares its moment with the one before (the keyset's tie on id),
  // and some carry microseconds a JavaScript Date would round away.
  const rows = Array.from({ length: APPLICATIONS }, (_, i) => ({
    createdAt: new Date(base - Math.floor(i - i / 3) * 60_000),
    jobId: (i % 3) + 1,
    jobTitle: ['Receptionist', 'Payroll clerk', '=Partner'][i % 3]!,
    fullName: i % 7 === 0 ? '=HYPERLINK("http://evil.example","x") Smith' : `Applicant ${i}`,
    userEmail: `applicant${i}@example.com`,
    phoneNumber: '+44 121 496 0000',
    coverLetter: i % 5 === 0 ? 'Line one\nline "two", three' : '',
    status: (['new', 'shortlisted', 'rejected'] as const)[i % 3]!,
    cv: new Uint8Array([37, 80, 68, 70]),
    cvType: 'application/pdf',
    cvName: `cv-${i}.pdf`,
  }));
  for (let i = 0; i < rows.length; i += 300) {
    const inserted = await db
      .insert(applications)
      .values(rows.slice(i, i + 300))
      .returning({ id: applications.id });
    await db
      .insert(leadSources)
      .values(
        inserted
          .filter((row) => row.id % 4 === 0)
          .map((row) => ({ kind: 'application' as const, refId: row.id, utmSource: 'jobs-board' })),
      );
  }
  const { sql } = await import('drizzle-orm');
  await db.execute(
    sql`UPDATE applications SET created_at = created_at + make_interval(secs => 0.000123) WHERE id % 10 = 0`,
  );
  const entries = Array.from({ length: ENTRIES }, (_, i) => ({
    createdAt: new Date(base - i * 1000),
    accountId: (i % 2) + 1,
    actorName: ['Olu Owner', 'Jane Smith'][i % 2]!,
    actorEmail: ['owner@example.com', 'jane@example.com'][i % 2]!,
    kind: (['sign-in', 'export', 'news'] as const)[i % 3]!,
    summary: `Did thing ${i}, "quoted"`,
    itemId: i % 4 === 0 ? String(i) : null,
    itemTitle: i % 4 === 0 ? '+Item' : null,
    success: i % 9 !== 0,
  }));
  for (let i = 0; i < entries.length; i += 300)
    await db.insert(activityLog).values(entries.slice(i, i + 300));
});

describe('the applications export', () => {
  it("writes today's bytes, read by keyset over several pages", async () => {
    expect(APPLICATIONS).toBeGreaterThan(2 * KEYSET_PAGE_ROWS);
    const opened = await openApplicationsExport();
    expect(opened.filename).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await new Response(csvStream(APPLICATION_COLUMNS, opened.rows)).arrayBuffer();
    const today = applicationsCsv(await allApplications());
    expect(Buffer.from(bytes).equals(Buffer.from(today, 'utf8'))).toBe(true);
  });

  it("writes one job's, named after it", async () => {
    const opened = await openApplicationsExport(2);
    expect(opened.filename).toMatch(/^applications-job-2-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await new Response(csvStream(APPLICATION_COLUMNS, opened.rows)).arrayBuffer();
    expect(Buffer.from(bytes).toString('utf8')).toBe(applicationsCsv(await allApplications(2)));
  });
});

describe('the activity log export', () => {
  it("writes today's bytes for every filter, read by keyset", async () => {
    for (const filter of [{}, { person: 2 }, { kind: 'export' as const }]) {
      const opened = await openActivityExport(filter);
      expect(opened.filename).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await new Response(csvStream(ACTIVITY_COLUMNS, opened.rows)).arrayBuffer();
      expect(Buffer.from(bytes).toString('utf8'), JSON.stringify(filter)).toBe(
        activityCsv(await allActivity(filter)),
      );
    }
  });

  it('leaves out an entry written once the first page is read (its own)', async () => {
    const opened = await openActivityExport({});
    const { db } = await own.database();
    await db.insert(activityLog).values({
      actorName: 'Olu Owner',
      actorEmail: 'owner@example.com',
      kind: 'export',
      summary: 'Exported the activity log',
    });
    const text = Buffer.from(
      await new Response(csvStream(ACTIVITY_COLUMNS, opened.rows)).arrayBuffer(),
    ).toString('utf8');
    expect(text.split('\r\n')).toHaveLength(ENTRIES + 2);
    expect(text).not.toContain('Exported the activity log');
  });
});
