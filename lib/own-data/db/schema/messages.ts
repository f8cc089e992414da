// Enquiries and their replies as the embedded Backend keeps them, and which messages the back
// office has opened (in either mode).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A message's searchable fields as one text: what its trigram index holds. A query written with
 * this same expression can use the index (lib/backend/embedded/message-filters.ts).
 */
export const messageSearchText = (columns: {
  fullName: AnyPgColumn;
  userEmail: AnyPgColumn;
  phoneNumber: AnyPgColumn;
  description: AnyPgColumn;
}) =>
  sql`coalesce(${columns.fullName}, '') || ' ' || coalesce(${columns.userEmail}, '') || ' ' || coalesce(${columns.phoneNumber}, '') || ' ' || coalesce(${columns.description}, '')`;

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fullName: text('full_name'),
    userEmail: text('user_email'),
    user: text('user'),
    phoneNumber: text('phone_number'),
    serviceOfInterest: text('service_of_interest'),
    description: text('description'),
    /**
     * Whether a reply, and a row of message_reads, exist for the message: kept by triggers on
     * replies, message_reads and messages (drizzle/0017_counts_kept_on_write.sql), so the
     * dashboard counts the few unreplied and unread through partial indexes instead of a year.
     */
    replied: boolean('replied').notNull().default(false),
    read: boolean('read').notNull().default(false),
  },
  (table) => [
    index('messages_created_at_idx').on(table.createdAt),
    index('messages_unreplied_idx')
      .on(table.id)
      .where(sql`NOT ${table.replied}`),
    index('messages_unread_idx')
      .on(table.id)
      .where(sql`NOT ${table.read}`),
    // The messages search (ILIKE '%q%' on any of these fields, lib/backend/embedded/message-filters.ts)
    // through one trigram index over them all (pg_trgm, created by the migration that adds it).
    index('messages_search_trgm_idx').using('gin', sql`(${messageSearchText(table)}) gin_trgm_ops`),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    user: text('user'),
    userEmail: text('user_email'),
    replyText: text('reply_text').notNull(),
    adminUser: text('admin_user').notNull(),
  },
  (table) => [index('replies_message_id_idx').on(table.messageId)],
);

/**
 * Messages the admin has opened. Keyed by the message's id in whichever Backend holds it (the
 * firm's API has no read state), so no foreign key.
 */
export const messageReads = pgTable('message_reads', {
  messageId: integer('message_id').primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MessageRow = typeof messages.$inferSelect;
export type ReplyRow = typeof replies.$inferSelect;
