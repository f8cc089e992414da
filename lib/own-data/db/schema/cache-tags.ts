// The page cache's expiries, shared by every instance (PostgreSQL mode).
import { bigint, bigserial, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Cache tags expired through any instance (PostgreSQL mode): the cache handler of every other
 * instance reads the rows newer than the last version it saw before it answers from its cache
 * (lib/freshness/page-cache-handler.cjs). Times are epoch milliseconds.
 */
export const cacheTags = pgTable('cache_tags', {
  tag: text('tag').primaryKey(),
  stale: bigint('stale', { mode: 'number' }),
  expired: bigint('expired', { mode: 'number' }),
  version: bigserial('version', { mode: 'number' }).notNull(),
});
