import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { offsetOf, toPage } from '@/lib/own-data/db/paging';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import type { LeadSource } from '@/lib/domain/lead-source';
import { insertLeadSource, leadSourcesOf } from '@/lib/own-data/leads/source-store';
import type { MailDraft } from '@/lib/domain/mail-draft';
import { writeWithMails } from '@/lib/mail/write-with-mails';
import { applications, type ApplicationRow } from '@/lib/own-data/db/schema';
import { sameAddress } from '@/lib/own-data/db/address-match';
import {
  CV_TYPES,
  type Application,
  type ApplicationStatus,
  type ApplicationsPage,
  type CvKind,
} from '@/lib/domain/application';
import { type ApplicationFields } from '@/lib/domain/application-fields';

// Applications live in the product's own database in every mode (lib/own-data/db/own-database.ts).

export type CvUpload = { bytes: Uint8Array; kind: CvKind; name: string };
export type StoredCv = { bytes: Uint8Array; contentType: string; name: string };

type Listed = Omit<ApplicationRow, 'cv' | 'cvType'> & { cvSize: number };

const listedColumns = {
  id: applications.id,
  createdAt: applications.createdAt,
  jobId: applications.jobId,
  jobTitle: applications.jobTitle,
  fullName: applications.fullName,
  userEmail: applications.userEmail,
  phoneNumber: applications.phoneNumber,
  coverLetter: applications.coverLetter,
  status: applications.status,
  cvName: applications.cvName,
  cvSize: sql<number>`octet_length(${applications.cv})::int`,
};

function reshapeApplication(row: Listed, source: LeadSource | null): Application {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    job_id: row.jobId,
    job_title: row.jobTitle,
    full_name: row.fullName,
    userEmail: row.userEmail,
    phone_number: row.phoneNumber,
    cover_letter: row.coverLetter,
    status: row.status,
    cv_name: row.cvName,
    cv_size: Number(row.cvSize),
    source,
  };
}

/** Rows as the back office sees them, each with where its applicant came from. */
async function reshapeAll(rows: Listed[]): Promise<Application[]> {
  const sources = await leadSourcesOf(
    'application',
    rows.map((row) => row.id),
  );
  return rows.map((row) => reshapeApplication(row, sources.get(row.id) ?? null));
}

/**
 * The application, where its applicant came from and the e-mails it causes are stored together
 * or not at all.
 */
export async function createApplication(
  fields: Omit<ApplicationFields, 'consent' | 'job_id'>,
  job: { id: number; title: string },
  cv: CvUpload,
  mails: (MailDraft | null)[] = [],
  source: LeadSource | null = null,
): Promise<number> {
  return writeWithMails(
    await ownDatabase(),
    async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          jobTitle: job.title,
          fullName: fields.full_name,
          userEmail: fields.userEmail,
          phoneNumber: fields.phone_number,
          coverLetter: fields.cover_letter,
          cv: cv.bytes,
          cvType: CV_TYPES[cv.kind],
          cvName: cv.name,
        })
        .returning({ id: applications.id });
      await insertLeadSource(tx, 'application', row!.id, source);
      return row!.id;
    },
    () => mails,
  );
}

/** One page, newest first, optionally of one job; with the jobs applied for, for the filter. */
export async function listApplications(query: {
  page: number;
  job?: number;
}): Promise<ApplicationsPage> {
  const db = await ownDatabase();
  const where: SQL | undefined = query.job ? eq(applications.jobId, query.job) : undefined;
  const [rows, [total], jobs] = await Promise.all([
    db
      .select(listedColumns)
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ value: count() }).from(applications).where(where),
    db
      .select({
        id: applications.jobId,
        title: sql<string>`max(${applications.jobTitle})`,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .groupBy(applications.jobId)
      .orderBy(desc(sql`max(${applications.createdAt})`)),
  ]);
  return {
    ...toPage(await reshapeAll(rows), total?.value ?? 0, query.page),
    jobs: jobs.map((job) => ({ ...job, count: Number(job.count) })),
  };
}

/** Where a read of applications newest first stopped: the last one's time (to the microsecond) and id. */
export type ApplicationsCursor = { at: string; id: number };

/**
 * Up to `limit` applications (of one job, when given) after `after`, newest first as the screen
 * lists them, each with its cursor: the CSV export reads them a page at a time by keyset.
 */
export async function applicationsAfter(
  job: number | undefined,
  after: ApplicationsCursor | null,
  limit: number,
): Promise<{ application: Application; cursor: ApplicationsCursor }[]> {
  const db = await ownDatabase();
  const rows = await db
    // The key as the database holds it (microseconds), which a Date would round.
    .select({ ...listedColumns, at: sql<string>`${applications.createdAt}::text` })
    .from(applications)
    .where(
      and(
        job ? eq(applications.jobId, job) : undefined,
        after
          ? sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
  const reshaped = await reshapeAll(rows);
  return reshaped.map((application, index) => ({
    application,
    cursor: { at: rows[index]!.at, id: application.id },
  }));
}

/**
 * Every application sent from `address` (already trimmed and lower-cased; stored addresses are
 * compared the same way), newest first: one person's, for a privacy request (lib/privacy).
 */
export async function applicationsFrom(address: string): Promise<Application[]> {
  const db = await ownDatabase();
  const rows = await db
    .select(listedColumns)
    .from(applications)
    .where(sameAddress(applications.userEmail, address))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return reshapeAll(rows);
}

export async function getApplicationCv(id: number): Promise<StoredCv | null> {
  const db = await ownDatabase();
  const [row] = await db
    .select({ bytes: applications.cv, contentType: applications.cvType, name: applications.cvName })
    .from(applications)
    .where(eq(applications.id, id));
  return row ?? null;
}

export async function setApplicationStatus(
  id: number,
  status: ApplicationStatus,
): Promise<Application | null> {
  const db = await ownDatabase();
  const [row] = await db
    .update(applications)
    .set({ status })
    .where(eq(applications.id, id))
    .returning(listedColumns);
  return row ? ((await reshapeAll([row]))[0] ?? null) : null;
}

/** Removes it; says for which job it was (for the activity log), or null when none. */
export async function removeApplication(id: number): Promise<string | null> {
  const db = await ownDatabase();
  const [removed] = await db
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ job: applications.jobTitle });
  return removed?.job ?? null;
}

export async function countNewApplications(): Promise<number> {
  const db = await ownDatabase();
  const [row] = await db
    .select({ value: count() })
    .from(applications)
    .where(eq(applications.status, 'new'));
  return row?.value ?? 0;
}
