// The outbox: every e-mail the product sends, until it is sent or given up.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_KINDS } from '@/lib/domain/mail-draft';
import { bytea, leaseColumns } from './columns';

/**
 * Every e-mail the product sends (notifications, acknowledgements, replies), written here first,
 * in the same transaction as what caused it where that is local, then sent by the background
 * sender (lib/mail/outbox-sender.ts): retried with backoff for 24 h, claimed by one instance at a
 * time. An attachment (an application's CV) is copied in, so the mail survives its source.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /**
     * An account mail's link (a path on this site), sealed with AUTH_SECRET (lib/config/seal.ts);
     * `text` holds a placeholder line instead, filled in only as the mail is handed to SMTP, and
     * this column is cleared then (or when the mail is given up): no usable link is ever stored.
     */
    link: text('link'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    ...leaseColumns(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the mail was given up on (24 h of failures). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('outbox_next_attempt_idx').on(table.nextAttemptAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
