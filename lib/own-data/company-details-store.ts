import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { companyDefaults } from '@/lib/content/company';
import { companyDetailsSchema, type CompanyDetails } from '@/lib/domain/company-details';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { companyDetails } from '@/lib/own-data/db/schema';

// The firm's contact details in the product's own database (every mode: the firm's API has no
// call for them). One row, written by the back office's Settings; none before the first save.

/** The details, their version (0: never saved) and who saved them last. */
export type StoredCompanyDetails = {
  details: CompanyDetails;
  version: number;
  savedBy: { name: string; at: Date } | null;
};

export type SaveOutcome =
  | { saved: true; before: CompanyDetails; after: StoredCompanyDetails }
  /** The form loaded an older version: `current` says who saved since. */
  | { saved: false; current: StoredCompanyDetails };

/** Today's values (lib/content/company.ts), which a fresh or upgraded install shows. */
export const defaultCompanyDetails: CompanyDetails = companyDetailsSchema.parse(companyDefaults);

const ROW = 1;
const FIELDS = Object.keys(companyDetailsSchema.shape) as (keyof CompanyDetails)[];

// A value stored under older rules that today's refuse falls back to its default alone, so one
// field never empties the others.
function checkedDetails(stored: unknown): CompanyDetails {
  const record = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const entries = FIELDS.map((field) => {
    const parsed = companyDetailsSchema.shape[field].safeParse(record[field]);
    return [field, parsed.success ? parsed.data : defaultCompanyDetails[field]];
  });
  return Object.fromEntries(entries) as CompanyDetails;
}

type Row = typeof companyDetails.$inferSelect;
const fromRow = (row: Row | undefined): StoredCompanyDetails =>
  row
    ? {
        details: checkedDetails(row.details),
        version: row.version,
        savedBy: { name: row.savedByName, at: row.savedAt },
      }
    : { details: defaultCompanyDetails, version: 0, savedBy: null };

// What the last read found, for a page rendered while the database cannot be read: on
// globalThis, which every route's bundle of this process shares.
const memory = globalThis as unknown as { __companyDetails?: CompanyDetails };

export async function readCompanyDetails(db?: Db): Promise<StoredCompanyDetails> {
  const database = db ?? (await ownDatabase());
  const [row] = await database.select().from(companyDetails).where(eq(companyDetails.id, ROW));
  const stored = fromRow(row);
  memory.__companyDetails = stored.details;
  return stored;
}

/** The details as this process last read them, or the defaults before any read succeeded. */
export const lastKnownCompanyDetails = (): CompanyDetails =>
  memory.__companyDetails ?? defaultCompanyDetails;

/**
 * Saves `details` over `version`, the one the form loaded. A newer version stored since (someone
 * saved in between) is never overwritten: the outcome names who saved it. Saving what is already
 * stored writes nothing and keeps the version, so it refuses nobody else's form.
 */
export async function saveCompanyDetails(
  details: CompanyDetails,
  version: number,
  by: { id: number | null; name: string },
  db?: Db,
): Promise<SaveOutcome> {
  const database = db ?? (await ownDatabase());
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(companyDetails)
      .where(eq(companyDetails.id, ROW))
      .for('update');
    const current = fromRow(row);
    if (current.version !== version) return { saved: false, current };
    if (JSON.stringify(current.details) === JSON.stringify(details)) {
      return { saved: true, before: current.details, after: current };
    }
    const values = {
      details,
      version: version + 1,
      savedAt: sql`now()`,
      savedByName: by.name,
      savedByAccountId: by.id,
    };
    // Two first saves at once both find no row: the one whose insert loses is the stale one.
    const [written] = row
      ? await tx.update(companyDetails).set(values).where(eq(companyDetails.id, ROW)).returning()
      : await tx.insert(companyDetails).values(values).onConflictDoNothing().returning();
    if (!written) return { saved: false, current: await readCompanyDetails(tx) };
    return { saved: true, before: current.details, after: fromRow(written) };
  });
}
