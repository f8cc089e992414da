// Column types the tables share; not re-exported by index.ts, which lists only tables and rows.
import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Who made a change, copied in (no foreign key): the activity log still names them after their
 * account is removed.
 */
export const actorColumns = () => ({
  accountId: integer('account_id'),
  actorName: text('actor_name').notNull(),
  actorEmail: text('actor_email').notNull(),
});

/** A leased queue's bookkeeping (lib/own-data/queue): tries so far, the next, the claim, why. */
export const leaseColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
});
