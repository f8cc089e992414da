import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { accounts, appMeta, revokedSessions, type AccountRow } from '@/lib/own-data/db/schema';

export const TWO_FACTOR_REQUIRED_KEY = 'two_factor_required';

/** A new stamp ends every session issued under the old one. */
export const newSessionStamp = () => randomBytes(16).toString('base64url');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(email: string, db?: Db): Promise<AccountRow | null> {
  const database = db ?? (await ownDatabase());
  const [row] = await database
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row ?? null;
}

export async function findAccountById(id: number, db?: Db): Promise<AccountRow | null> {
  const database = db ?? (await ownDatabase());
  const [row] = await database.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

/**
 * The owner named by ADMIN_EMAIL always exists, enabled, with the role Owner and no stored
 * password (ADMIN_PASSWORD is its password). Made or mended at server start and at its sign-in.
 */
export async function ensurePrimaryOwner(
  email: string,
  name: string,
  db?: Db,
): Promise<AccountRow> {
  const database = db ?? (await ownDatabase());
  const [row] = await database
    .insert(accounts)
    .values({ email: normaliseEmail(email), name, role: 'owner', sessionStamp: newSessionStamp() })
    .onConflictDoUpdate({
      target: accounts.email,
      set: { name, role: 'owner', passwordHash: null, disabledAt: null },
    })
    .returning();
  return row!;
}

export async function recordSignIn(id: number): Promise<void> {
  const db = await ownDatabase();
  await db.update(accounts).set({ lastSignInAt: new Date() }).where(eq(accounts.id, id));
}

/** Ends every session of the account (a new stamp); the caller may hand its own a new one. */
export async function endSessions(id: number, db?: Db): Promise<string> {
  const database = db ?? (await ownDatabase());
  const stamp = newSessionStamp();
  await database.update(accounts).set({ sessionStamp: stamp }).where(eq(accounts.id, id));
  return stamp;
}

/**
 * The account behind a session, in one query: enabled, the session's stamp still its own, the
 * session not logged out; with whether the owner requires two-factor of everyone.
 */
export async function liveAccount(session: { accountId: number; stamp: string; sid: string }) {
  const db = await ownDatabase();
  const revoked = db
    .select({ sid: revokedSessions.sid })
    .from(revokedSessions)
    .where(eq(revokedSessions.sid, session.sid));
  const required = db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, TWO_FACTOR_REQUIRED_KEY));
  const [row] = await db
    .select({
      account: accounts,
      revoked: sql<boolean>`exists (${revoked})`,
      twoFactorRequired: sql<boolean>`coalesce((${required}) = 'true', false)`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, session.accountId),
        eq(accounts.sessionStamp, session.stamp),
        isNull(accounts.disabledAt),
      ),
    );
  if (!row || row.revoked) return null;
  return { ...row.account, twoFactorRequired: row.twoFactorRequired };
}

export async function setTwoFactorRequired(required: boolean, db?: Db): Promise<void> {
  const database = db ?? (await ownDatabase());
  const value = String(required);
  await database
    .insert(appMeta)
    .values({ key: TWO_FACTOR_REQUIRED_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
}
