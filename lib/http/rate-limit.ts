import 'server-only';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { rateLimits } from '@/lib/own-data/db/schema';

export type RateLimit = { name: string; limit: number; windowMs: number };

/**
 * Counts one hit for `subject` (usually an IP) and says whether it is still within the limit.
 * Fixed windows live in the product's own database, so every instance on one PostgreSQL
 * shares them.
 */
export async function hitRateLimit(rule: RateLimit, subject: string): Promise<boolean> {
  const key = `${rule.name}:${subject}`;
  const db = await ownDatabase();
  const windowStart = sql`now() - ${`${rule.windowMs} milliseconds`}::interval`;
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
  return (row?.count ?? 1) <= rule.limit;
}

/**
 * Gives back a hit counted by hitRateLimit, for limits that count only failures: a login takes
 * its slot before the password is checked (so concurrent guesses cannot all slip under the
 * limit) and returns it when the login succeeds. A window that has passed is left alone.
 */
export async function releaseRateLimit(rule: RateLimit, subject: string): Promise<void> {
  const db = await ownDatabase();
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, `${rule.name}:${subject}`),
        gt(rateLimits.count, 0),
        gte(rateLimits.windowStart, sql`now() - ${`${rule.windowMs} milliseconds`}::interval`),
      ),
    );
}

export const CONTACT_LIMIT: RateLimit = { name: 'contact', limit: 5, windowMs: 60_000 };
export const LOGIN_FAILURE_LIMIT: RateLimit = { name: 'login', limit: 5, windowMs: 60_000 };
/**
 * Refused logins for one account from any number of IPs: guessing spread over a botnet gets
 * 20 tries a quarter-hour. Someone failing on purpose can lock the admin out for that long
 * at most, which is the usual trade.
 */
export const ACCOUNT_FAILURE_LIMIT: RateLimit = {
  name: 'login-account',
  limit: 20,
  windowMs: 15 * 60_000,
};
/** Visit beacons from one IP: past this the beacon answers 429 and nothing is stored. */
export const VISIT_LIMIT: RateLimit = { name: 'visits', limit: 60, windowMs: 60_000 };
/** One IP viewing one path counts once a minute, however often the page is reloaded. */
export const VISIT_REPEAT_LIMIT: RateLimit = { name: 'visit-page', limit: 1, windowMs: 60_000 };
/** Images fetched through /media/upstream for one IP: a page shows a dozen at most. */
export const UPSTREAM_IMAGE_LIMIT: RateLimit = {
  name: 'upstream-image',
  limit: 120,
  windowMs: 60_000,
};
/** Applications from one IP (docs/design.md): past this the door answers 429 and stores nothing. */
export const APPLICATION_LIMIT: RateLimit = { name: 'applications', limit: 5, windowMs: 60_000 };
