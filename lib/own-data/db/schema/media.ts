// Uploaded pictures (the media library) and where each is used.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { IMAGE_TYPES } from '@/lib/domain/image';
import { bytea } from './columns';

/**
 * Images put into news and job text in the editor: the product's own data in every mode (the
 * firm's API has no call for them), served from /media/uploads/{id}.{ext}. The id is random, so
 * an image is not found before its text is published.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  contentType: text('content_type', { enum: IMAGE_TYPES }).notNull(),
  bytes: bytea('bytes').notNull(),
  // The media library's: what the picture shows (null: never described; '': decorative), its
  // pixels and who added it (copied in, so it reads right after their account is removed).
  description: text('description'),
  width: integer('width'),
  height: integer('height'),
  createdBy: text('created_by'),
});

/**
 * Where each uploaded picture is used: one row per place (a news item or draft, a job, a site
 * page's draft or published copy) and picture its text shows, written beside the text
 * (lib/own-data/media/media-uses-store.ts), so the media library reads the uses of its page of
 * pictures with one indexed query instead of every text. Derived: left out of backups and built
 * again from the texts (lib/own-data/media/rebuild-own-uses.ts, lib/media-library/refresh-uses.ts).
 */
export const mediaUses = pgTable(
  'media_uses',
  {
    mediaId: text('media_id').notNull(),
    /** 'news', 'job' or 'page' (lib/domain/media-library.ts). */
    kind: text('kind', { enum: ['news', 'job', 'page'] }).notNull(),
    placeId: text('place_id').notNull(),
    /** A news draft or scheduled post, or a page's draft; false: what is (or was) published. */
    draft: boolean('draft').notNull(),
    title: text('title').notNull(),
  },
  (table) => [
    // A place's rows are replaced at each write of its text; the list reads by picture.
    primaryKey({ columns: [table.kind, table.placeId, table.draft, table.mediaId] }),
    index('media_uses_media_id_idx').on(table.mediaId),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type MediaUseRow = typeof mediaUses.$inferSelect;
