// Back-office sessions ended before their time.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sessions ended by a logout before their JWT expires: a replayed token is refused until then
 * (rows past `expires_at` are deleted by the retention job, lib/own-data/retention.ts).
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sid: text('sid').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
