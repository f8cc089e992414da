// The firm's contact details as the Settings screen saves them.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The firm's contact details as the back office last saved them (/admin/settings): one row, or
 * none before the first save, when lib/content/company.ts's defaults apply. Every save moves
 * `version` on: a form that loaded an older one is refused instead of overwriting. The saver is
 * copied in (no foreign key), so the refusal still names them after their account is removed.
 */
export const companyDetails = pgTable(
  'company_details',
  {
    id: integer('id').primaryKey().default(1),
    /** lib/domain/company-details.ts's shape, checked again whenever it is read. */
    details: jsonb('details').$type<unknown>().notNull(),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedByName: text('saved_by_name').notNull(),
    savedByAccountId: integer('saved_by_account_id'),
  },
  (table) => [check('company_details_one_row', sql`${table.id} = 1`)],
);
