// The site's pages as the firm edits them: each page's draft and state, and every published version.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn } from './accounts';
import { actorColumns, leaseColumns } from './columns';

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

/**
 * A page's next version waiting for its "Publish at": at most one per page, and a leased queue
 * (lib/own-data/queue) like the scheduled news, so one instance publishes it once when
 * `publish_at` has passed, by the database's clock. Any other save or publish of the page
 * deletes it: the editor moved on from that copy.
 */
export const sitePageSchedules = pgTable(
  'site_page_schedules',
  {
    id: serial('id').primaryKey(),
    pageKey: text('page_key').notNull().unique(),
    content: jsonb('content').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** Who scheduled it: the version and the activity log name them when it goes out. */
    ...actorColumns(),
    ...leaseColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_page_schedules_due_idx').on(table.publishAt)],
);

/**
 * What an editor's "Live preview" shows: the copy as typed, unsaved, one row per editor and page,
 * overwritten at each pause in typing. In the database, not in memory, so every instance behind
 * the proxy renders the same copy; rows a day old are pruned as others are written.
 */
export const sitePageLiveCopies = pgTable(
  'site_page_live_copies',
  {
    pageKey: text('page_key').notNull(),
    accountId: accountIdColumn(),
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pageKey, table.accountId] }),
    index('site_page_live_copies_updated_idx').on(table.updatedAt),
  ],
);

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageVersionRow = typeof sitePageVersions.$inferSelect;
export type SitePageScheduleRow = typeof sitePageSchedules.$inferSelect;
