import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { cacheTags } from '@/lib/db/schema';
import { env } from '@/lib/env';

/**
 * Records, before a write's answer leaves, that these tags expired now: on PostgreSQL every
 * other instance's cache handler (page-cache-handler.cjs) reads the record before it next answers
 * from its cache. The handler publishes Next's expiries too, but Next hands them over only once
 * the answer's headers have gone: another instance could serve the old page to a client that
 * just saw the write.
 */
export async function publishExpiredTags(tags: string[]): Promise<void> {
  const config = env();
  if (!config.DATABASE_URL) return;
  const { db } = await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const now = Date.now();
  try {
    for (const tag of tags) {
      await db
        .insert(cacheTags)
        .values({ tag, stale: now, expired: now })
        .onConflictDoUpdate({
          target: cacheTags.tag,
          set: { stale: now, expired: now, version: sql`nextval('cache_tags_version_seq')` },
        });
    }
  } catch (error) {
    // The write itself is stored; other instances then catch up within PUBLIC_DATA_TTL (tags.ts).
    console.error('[cache] could not publish expired tags:', error);
  }
}
