import 'server-only';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { ownDatabase } from './db/own-database';
import { rateLimits } from './db/schema';

// Fixed windows of hits per key, in the product's own database, so every instance on one
// PostgreSQL shares them. The rules (which door allows how many) are lib/http/rate-limit.ts's.

const windowStartAfter = (windowMs: number) => sql`now() - ${`${windowMs} milliseconds`}::interval`;

/** Counts one hit for `key` in its current window (a new one if it has passed): the count. */
export async function countHit(key: string, windowMs: number): Promise<number> {
  const db = await ownDatabase();
  const windowStart = windowStartAfter(windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} < ${windowStart} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Takes back one hit of `key`'s current window; a window that has passed is left alone. */
export async function uncountHit(key: string, windowMs: number): Promise<void> {
  const db = await ownDatabase();
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.count, 0),
        gte(rateLimits.windowStart, windowStartAfter(windowMs)),
      ),
    );
}
