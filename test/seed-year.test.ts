// `npm run seed:year`'s rows (lib/own-data/db/year-of-data/) at 1% of a year, on PGlite and on
// PostgreSQL: as many as the scale says, readable through the product's own read paths, the
// ids going on after them, and the same rows from two runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectStats } from '@/lib/dashboard/collect-stats';
import { listApplications } from '@/lib/applications/store';
import { createEmbeddedBackend } from '@/lib/backend/embedded';
import { applicationSchema } from '@/lib/domain/application';
import { jobSchema } from '@/lib/domain/job';
import { messageSchema } from '@/lib/domain/message';
import { newsSchema } from '@/lib/domain/news';
import { visitorSchema } from '@/lib/domain/visitor';
import { sniffCvKind } from '@/lib/files/cv-file';
import { listActivity } from '@/lib/own-data/activity/list';
import { openDatabase, type Database, type Db } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { codePageCopies } from '@/lib/own-data/db/year-of-data/page-copies';
import { existingRows, moreThanDemo } from '@/lib/own-data/db/year-of-data/refusal';
import { seedYear } from '@/lib/own-data/db/year-of-data/seed-year';
import { yearVolumes } from '@/lib/own-data/db/year-of-data/volumes';
import { listMediaRecords } from '@/lib/own-data/media/library-store';
import { readPage } from '@/lib/own-data/pages/page-store';
import { readMessageIds } from '@/lib/own-data/read-state';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import { freshDatabase } from './databases';
import { withOwnDatabase } from './own-database';
import { copyPgliteTemplate } from './pglite-template';

const SCALE = 0.01;
const volumes = yearVolumes(SCALE);
// A fixed end of the year (noon UTC), so two runs can be compared row for row.
const NOW = new Date('2026-03-18T12:34:56Z');
const DAY = 86_400_000;

// The PGlite the product's stores open from DATA_DIR (listApplications, listActivity, …).
const own = withOwnDatabase('seed-year');

/** Every row of the tables a year fills, as one hash per table. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = {
    visitors: 'id',
    messages: 'id',
    replies: 'id',
    message_reads: 'message_id',
    lead_sources: 'kind, ref_id',
    news: 'id',
    news_image_alts: 'news_id',
    jobs: 'id',
    applications: 'id',
    media: 'id',
    activity_log: 'id',
    site_pages: 'key',
    site_page_versions: 'id',
  };
  await db.execute(sql`SET TIME ZONE 'UTC'`);
  const result: Record<string, string> = {};
  for (const [table, order] of Object.entries(tables)) {
    const { rows } = (await db.execute(
      sql.raw(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${order}), '')) AS h FROM ${table} t`,
      ),
    )) as unknown as { rows: { h: string }[] };
    result[table] = rows[0]!.h;
  }
  return result;
}

const count = async (db: Db, table: string) => {
  const { rows } = (await db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]!.n);
};

/** The checks both databases share, on a database just given a year at SCALE. */
async function checkYear(database: Database) {
  const { db } = database;
  // Counts as the scale says.
  expect(await count(db, 'visitors')).toBe(volumes.visitors);
  expect(await count(db, 'messages')).toBe(volumes.messages);
  expect(await count(db, 'news')).toBe(volumes.news);
  expect(await count(db, 'news_image_alts')).toBe(volumes.news);
  expect(await count(db, 'jobs')).toBe(volumes.jobs);
  expect(await count(db, 'applications')).toBe(volumes.applications);
  expect(await count(db, 'activity_log')).toBe(volumes.activity);
  expect(await count(db, 'media')).toBe(volumes.media);
  expect(await count(db, 'site_page_versions')).toBe(volumes.pageVersions);
  const replies = await count(db, 'replies');
  expect(replies).toBeGreaterThan(volumes.messages * 0.6);
  expect(replies).toBeLessThan(volumes.messages * 1.2);
  expect(await count(db, 'message_reads')).toBeGreaterThan(volumes.messages * 0.6);
  expect(await count(db, 'lead_sources')).toBeGreaterThan(volumes.messages * 0.2);

  // Through the embedded Backend, in the app's shapes.
  const backend = createEmbeddedBackend(database, { adminUser: 'admin@example.com' });
  const messages = await backend.listMessages(1);
  expect(messages.count).toBe(volumes.messages);
  expect(messages.results).toHaveLength(10);
  for (const message of messages.results) messageSchema.parse(message);
  const lastPage = Math.ceil(volumes.messages / 10);
  expect((await backend.listMessages(lastPage)).next).toBeNull();
  const dates = messages.results.map((message) => Date.parse(message.created_at));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(dates[0]).toBeLessThan(NOW.getTime());
  expect(dates[0]).toBeGreaterThan(NOW.getTime() - 2 * DAY);
  const answered = (await backend.listMessages(20)).results.filter((m) => m.replies.length > 0);
  expect(answered.length).toBeGreaterThan(5);
  expect((await backend.listMessages(1, { status: 'replied' })).count).toBeGreaterThan(0);
  expect((await backend.listMessages(1, { status: 'all', q: 'invoice' })).count).toBeGreaterThan(0);

  const visitors = await backend.listVisitors(1);
  expect(visitors.count).toBe(volumes.visitors);
  for (const visitor of visitors.results) visitorSchema.parse(visitor);

  const news = await backend.listNews(1);
  expect(news.count).toBe(volumes.news);
  for (const item of news.results) {
    newsSchema.parse(item);
    expect(item.image).not.toBeNull();
    // Stored as the sanitiser writes it: the server's start has nothing to clean.
    expect(sanitizeHtml(item.description)).toBe(item.description);
  }
  const banner = await backend.getNewsImage(news.results[0]!.id);
  expect(banner?.contentType).toBe('image/jpeg');

  const jobs = await backend.listJobs(1);
  expect(jobs.count).toBe(volumes.jobs);
  for (const job of jobs.results) {
    jobSchema.parse(job);
    expect(sanitizeHtml(job.description)).toBe(job.description);
    expect(sanitizeHtml(job.requirements)).toBe(job.requirements);
    expect(job.end_date > job.start_date).toBe(true);
  }

  // The dashboard's figures.
  const stats = await collectStats(
    {
      backend,
      countNewApplications: async () => 0,
      readMessageIds: (ids) => readMessageIds(ids, db),
      outboxStatus: async () => ({ waiting: 0, lastError: null }),
      enquiriesBySource: async () => [],
      backupStatus: async () => ({ lastAt: null, scheduled: false }),
    },
    NOW,
  );
  expect(stats.visits!.last30).toBeGreaterThan(volumes.visitors * 0.05);
  expect(stats.visits!.last7).toBeGreaterThan(0);
  expect(stats.news!.total).toBe(volumes.news);
  expect(stats.messages!.total).toBeGreaterThan(0);

  // The media library's pictures, and the CVs, as the app judges their bytes.
  const library = await listMediaRecords(1, 24, db);
  expect(library.count).toBe(volumes.media);
  expect(library.records[0]!.src).toMatch(/^\/media\/uploads\/[0-9a-f]{22}\.png$/);
  const { rows: cvs } = (await db.execute(
    sql`SELECT cv FROM applications ORDER BY id LIMIT 1`,
  )) as unknown as { rows: { cv: Uint8Array }[] };
  expect(sniffCvKind(new Uint8Array(cvs[0]!.cv))).toBe('pdf');

  // A second year is refused without --force.
  expect(moreThanDemo(await existingRows(db))).toMatch(/year of data before/);

  // The ids go on after the year's.
  await backend.createMessage({
    full_name: 'Nadia Rahman',
    userEmail: 'nadia.rahman@example.com',
    phone_number: '+44 7700 900555',
    service_of_interest: 'Recruitment Services',
    description: 'We need a receptionist for our Solihull office from next month.',
  });
  const [created] = (await backend.listMessages(1)).results;
  expect(created).toMatchObject({ id: volumes.messages + 1, full_name: 'Nadia Rahman' });
  const reply = await backend.replyToMessage(created!.id, { reply_text: 'Thank you, Nadia.' });
  expect(reply.replies[0]!.id).toBe(replies + 1);
  const job = await backend.createJob({
    title: 'Receptionist',
    description: '<p>Greet visitors and answer calls.</p>',
    requirements: '<p>A friendly manner.</p>',
    end_date: '2099-01-31',
  });
  expect(job.id).toBe(volumes.jobs + 1);
  await backend.recordVisit({ ip_address: '198.51.100.7' });
  expect((await backend.listVisitors(1)).count).toBe(volumes.visitors + 1);
}

async function pgliteAt(dataDir: string): Promise<Database> {
  copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  await applyMigrations(database);
  return database;
}

// The year written once, on the PGlite the stores open, fingerprinted before any test adds to it;
// the PostgreSQL half compares with the same fingerprint rather than writing a third year.
let pgliteYear: Promise<Record<string, string>> | undefined;
const seededPglite = () =>
  (pgliteYear ??= (async () => {
    const database = await own.database();
    await seedYear(database.db, { scale: SCALE, now: NOW });
    return fingerprint(database.db);
  })());

describe('a year of data on PGlite', () => {
  let first: Record<string, string>;
  beforeAll(async () => {
    first = await seededPglite();
  });

  it('writes the rows twice the same', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-year-again-'));
    const again = await pgliteAt(dataDir);
    try {
      await seedYear(again.db, { scale: SCALE, now: NOW });
      expect(await fingerprint(again.db)).toEqual(first);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads back through the stores of the back office', async () => {
    const applications = await listApplications({ page: 1 });
    expect(applications.count).toBe(volumes.applications);
    for (const application of applications.results) applicationSchema.parse(application);
    expect(applications.jobs.length).toBeGreaterThan(0);
    const activity = await listActivity({ page: 1 });
    expect(activity.count).toBe(volumes.activity);
    expect(activity.people.length).toBeGreaterThan(3);
    const key = codePageCopies()[0]!.key;
    const page = await readPage(key);
    expect(page.published?.version).toBeGreaterThan(0);
    expect(page.published?.content).toEqual(codePageCopies()[0]!.content);
  });

  it('fills every table as the scale says, in the shapes the app reads', async () => {
    await checkYear(await own.database());
  });
});

describe('a year of data on PostgreSQL', () => {
  let pgliteFingerprint: Record<string, string>;
  beforeAll(async () => {
    pgliteFingerprint = await seededPglite();
  });

  it('writes the same rows as on PGlite, readable the same way', { timeout: 120_000 }, async () => {
    const test = await freshDatabase('postgres');
    try {
      await seedYear(test.database.db, { scale: SCALE, now: NOW });
      expect(await fingerprint(test.database.db)).toEqual(pgliteFingerprint);
      await checkYear(test.database);
    } finally {
      await test.dispose();
    }
  });
});
