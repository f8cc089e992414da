// What the database keeps about itself: counts kept on write, and one-off facts.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The rows of the longest tables (messages, visitors), kept by triggers on every insert, delete
 * and truncate (drizzle/0017_counts_kept_on_write.sql): a list's count without reading a year.
 * Derived: left out of backups, and right again after a restore, whose inserts fire the triggers.
 */
export const rowCounts = pgTable('row_counts', {
  name: text('name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
});

/** One-off facts about this database, e.g. that the demo content was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
