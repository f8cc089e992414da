// The site's pages as the firm edits them: each page's draft and state, and every published version.
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The firm's own copy of a public page (lib/content/public-pages.ts names the pages): a draft
 * kept out of public view, and a revision that grows at every save, so a save made on an older
 * copy is refused rather than overwriting someone else's. No row: the page shows the code's copy.
 */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  draft: jsonb('draft'),
  revision: integer('revision').notNull().default(0),
  savedBy: text('saved_by'),
  savedAt: timestamp('saved_at', { withTimezone: true }),
  publishedVersion: integer('published_version'),
  /** Set for a service added in the back office (the others are the code's, seeded). */
  addedAt: timestamp('added_at', { withTimezone: true }),
  /** Set while a service is unpublished: its address then redirects or answers 410. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/** Every published version of a page, kept: History lists them and Restore publishes one again. */
export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    id: serial('id').primaryKey(),
    pageKey: text('page_key').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
    accountId: integer('account_id'),
  },
  (table) => [uniqueIndex('site_page_versions_key_version_idx').on(table.pageKey, table.version)],
);

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageVersionRow = typeof sitePageVersions.$inferSelect;
