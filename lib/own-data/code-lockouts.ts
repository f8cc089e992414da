import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { ownDatabase } from './db/own-database';
import { rateLimits } from './db/schema';

// Locks on an account's two-factor codes (the rules are lib/auth/code-limit.ts's), kept beside
// the rate-limit windows in rate_limits so every instance on one PostgreSQL shares them: a lock's
// row has window_start = when it began and count = its level; level n lasts FIRST_LOCK_MINUTES
// × 2^(n-1). A lock that begins within a day of the last one goes a level up, to MAX_LEVEL
// (16 hours); the retention job deletes rows a day old, which never cuts a lock short.

export const FIRST_LOCK_MINUTES = 15;
const MAX_LEVEL = 7;

const lockEnd = sql`${rateLimits.windowStart} + interval '1 minute' * ${FIRST_LOCK_MINUTES} * power(2, ${rateLimits.count} - 1)`;

/** Whether the lock named `key` is on now. */
export async function isLocked(key: string, db?: Db): Promise<boolean> {
  const database = db ?? (await ownDatabase());
  const [row] = await database
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(lockEnd, sql`now()`)));
  return row !== undefined;
}

/** Locks `key` from now, a level above its last lock if that began within a day: its minutes. */
export async function lock(key: string, db?: Db): Promise<number> {
  const database = db ?? (await ownDatabase());
  const recent = sql`${rateLimits.windowStart} > now() - interval '1 day'`;
  const [row] = await database
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${recent} THEN LEAST(${rateLimits.count} + 1, ${MAX_LEVEL}) ELSE 1 END`,
        windowStart: sql`now()`,
      },
    })
    .returning({ level: rateLimits.count });
  return FIRST_LOCK_MINUTES * 2 ** ((row?.level ?? 1) - 1);
}
