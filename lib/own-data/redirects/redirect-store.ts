import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Redirect, RedirectInput } from '@/lib/domain/redirect';
import { redirectConflict, type Conflict } from '@/lib/domain/redirect-conflicts';
import type { Db } from '@/lib/own-data/db/client';
import { notFoundPaths, redirects, type RedirectRow } from '@/lib/own-data/db/schema';

/** What a lookup needs of a redirect: where it answers and how. */
export type RedirectTarget = Pick<Redirect, 'from' | 'to' | 'permanent'>;

const toRedirect = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toTarget,
  permanent: row.permanent,
  created_at: row.createdAt.toISOString(),
});

/** Every redirect, by the address it answers. */
export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
  return rows.map(toRedirect);
}

/** Every redirect as the site answers it. */
export function redirectTargets(db: Db): Promise<RedirectTarget[]> {
  return db
    .select({ from: redirects.fromPath, to: redirects.toTarget, permanent: redirects.permanent })
    .from(redirects);
}

/** Why `input` cannot join the redirects there are now, or null (`ownOrigin`: the SITE_URL). */
export async function findConflict(
  db: Db,
  input: RedirectInput,
  ownOrigin?: string,
): Promise<Conflict | null> {
  return redirectConflict(input, await redirectTargets(db), ownOrigin);
}

export type Added =
  { redirect: Redirect; conflict?: undefined } | { redirect?: undefined; conflict: Conflict };

/**
 * Adds `input` unless it conflicts with the redirects there are. The check and the write hold
 * the table, so two people adding /a → /b and /b → /c at once cannot make a chain between
 * them. The address leaves the Not found log: it no longer answers 404.
 */
export function addRedirect(db: Db, input: RedirectInput, ownOrigin?: string): Promise<Added> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE redirects IN SHARE ROW EXCLUSIVE MODE`);
    const conflict = await findConflict(tx, input, ownOrigin);
    if (conflict) return { conflict };
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: input.from, toTarget: input.to, permanent: input.permanent })
      .returning();
    await tx.delete(notFoundPaths).where(eq(notFoundPaths.path, input.from));
    return { redirect: toRedirect(row!) };
  });
}

/** Removes one redirect; null when there is none by that id. */
export async function removeRedirect(db: Db, id: number): Promise<Redirect | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ? toRedirect(row) : null;
}

/**
 * A page moved from `from` to `to` (paths): `from` answers a permanent redirect to `to`, those
 * that led to `from` lead to `to` (no chain), and one from `to` (the page moving back) goes, as
 * `to` is a live page again. In one transaction holding the table, as addRedirect.
 */
export function movePage(db: Db, from: string, to: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE redirects IN SHARE ROW EXCLUSIVE MODE`);
    await tx.delete(redirects).where(eq(redirects.fromPath, to));
    await tx.update(redirects).set({ toTarget: to }).where(eq(redirects.toTarget, from));
    await tx
      .insert(redirects)
      .values({ fromPath: from, toTarget: to, permanent: true })
      .onConflictDoUpdate({ target: redirects.fromPath, set: { toTarget: to, permanent: true } });
    await tx.delete(notFoundPaths).where(eq(notFoundPaths.path, from));
  });
}

/** Removes the redirect from `from`, if any (its page is live there again). */
export async function removeRedirectFrom(db: Db, from: string): Promise<boolean> {
  const removed = await db.delete(redirects).where(eq(redirects.fromPath, from)).returning();
  return removed.length > 0;
}
