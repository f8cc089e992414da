// The back office's activity log.
import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS } from '@/lib/own-data/activity/kinds';
import { actorColumns } from './columns';

/**
 * Who did what in the back office (/admin/activity), kept ACTIVITY_RETENTION_DAYS. The person is
 * copied in (no foreign key), so an entry still reads right after its account is removed.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...actorColumns(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    summary: text('summary').notNull(),
    itemId: text('item_id'),
    itemTitle: text('item_title'),
    success: boolean('success').notNull().default(true),
  },
  (table) => [
    index('activity_log_created_at_idx').on(table.createdAt),
    index('activity_log_account_idx').on(table.accountId, table.createdAt),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;
