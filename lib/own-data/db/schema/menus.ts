// The site's header and footer menus as the Menus screen saves them.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The header and footer menus as the back office last saved them (/admin/menus): one row, or
 * none before the first save, when the links the site shipped with apply. Every save moves
 * `version` on: a form that loaded an older one is refused instead of overwriting. The saver is
 * copied in (no foreign key), so the refusal still names them after their account is removed.
 */
export const siteMenus = pgTable(
  'site_menus',
  {
    id: integer('id').primaryKey().default(1),
    /** lib/domain/menus.ts's shape, checked again whenever it is read. */
    menus: jsonb('menus').$type<unknown>().notNull(),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedByName: text('saved_by_name').notNull(),
    savedByAccountId: integer('saved_by_account_id'),
  },
  (table) => [check('site_menus_one_row', sql`${table.id} = 1`)],
);
