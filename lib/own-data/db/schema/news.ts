// The news: published items as the embedded Backend keeps them, and (in either mode) their
// banners' descriptions, drafts and scheduled posts.
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actorColumns, bytea, leaseColumns } from './columns';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    image: bytea('image'),
    imageType: text('image_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_date_idx').on(table.date, table.id)],
);

/**
 * Each news banner's description (its alt text), keyed by the news item's id: the product's own
 * data in both modes, since the firm's API has no such field (lib/backend/image-alts.ts).
 */
export const newsImageAlts = pgTable('news_image_alts', {
  newsId: integer('news_id').primaryKey(),
  alt: text('alt').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * News not public yet: drafts (`publish_at` null or not asked for) and posts scheduled for
 * `publish_at`. The product's own data in both modes (the firm's API knows only published news):
 * when due, the publisher (lib/news) claims a row, posts it through the Backend and
 * deletes it; a failed post is retried like the outbox's mail (`next_attempt_at`).
 */
export const newsDrafts = pgTable(
  'news_drafts',
  {
    // Far above any news id (the database's or the firm's API's): an address built from a
    // draft's id never names a published article, so it answers 404 until the draft is posted.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000_001 }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    image: bytea('image'),
    imageType: text('image_type'),
    imageName: text('image_name'),
    imageAlt: text('image_alt').notNull().default(''),
    /** 'draft' or 'scheduled': only a scheduled row is ever published by the worker. */
    state: text('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who saved it last: the activity log names them when the post goes out. */
    ...actorColumns(),
    ...leaseColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_drafts_due_idx').on(table.state, table.publishAt)],
);

export type NewsRow = typeof news.$inferSelect;
export type NewsDraftRow = typeof newsDrafts.$inferSelect;
