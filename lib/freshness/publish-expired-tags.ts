import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase, type Db } from '@/lib/own-data/db/client';
import { cacheTags } from '@/lib/own-data/db/schema';
import { env } from '@/lib/config/env';

/**
 * Records, before a write's answer leaves, that these tags expired now: on PostgreSQL every
 * other instance's cache handler (page-cache-handler.cjs) reads the record before it next answers
 * from its cache. This is the only writer of the table: Next hands its own expiries to the
 * handler only once the answer's headers have gone, too late for a client that just saw the write.
 */
export async function publishExpiredTags(tags: string[]): Promise<void> {
  const config = env();
  if (!config.DATABASE_URL) return;
  const { db } = await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await recordExpiredTags(db, tags);
  } catch (error) {
    // The write itself is stored; other instances then catch up within PUBLIC_DATA_TTL (tags.ts).
    console.error('[cache] could not publish expired tags:', error);
  }
}

/** The rows themselves: each tag's version moves on, so every instance reads it once. */
export async function recordExpiredTags(db: Db, tags: string[]): Promise<void> {
  const now = Date.now();
  for (const tag of tags) {
    await db
      .insert(cacheTags)
      .values({ tag, stale: now, expired: now })
      .onConflictDoUpdate({
        target: cacheTags.tag,
        set: { stale: now, expired: now, version: sql`nextval('cache_tags_version_seq')` },
      });
  }
}
