// Redirects the firm sets up, and the Not found log that shows where one is needed.
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Addresses of this site that answer with a redirect (/admin/redirects). A `from_path` is never a
 * live page: it is looked up only where the site would otherwise answer 404 (docs/architecture.md,
 * "Redirects"). `to_target`, a path here or an https address, is validated before it is stored
 * (lib/domain/redirect.ts) and sent as the `Location` exactly as stored.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fromPath: text('from_path').notNull(),
    toTarget: text('to_target').notNull(),
    permanent: boolean('permanent').notNull(),
  },
  (table) => [uniqueIndex('redirects_from_path_idx').on(table.fromPath)],
);

/**
 * The Not found log: each address of this site that answered 404, how often and when last. The
 * path only (no query string, nothing of the visitor), a capped number of them, none kept past
 * 90 days (lib/own-data/redirects/not-found-log.ts, lib/own-data/retention.ts).
 */
export const notFoundPaths = pgTable('not_found_paths', {
  path: text('path').primaryKey(),
  hits: integer('hits').notNull().default(1),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RedirectRow = typeof redirects.$inferSelect;
