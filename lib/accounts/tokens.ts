import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { accountTokens } from '@/lib/own-data/db/schema';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** How long an e-mailed link works: an invitation 72 hours, a password reset one hour. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  invitation: 72 * 3_600_000,
  reset: 3_600_000,
};

/** Only this is stored, so a copy of the database (a backup) opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link's token (32 random bytes, base64url) for the account. The account's
 * older unused links of the same purpose stop working: only the newest mail opens it.
 */
export async function issueToken(accountId: number, purpose: TokenPurpose, db?: Db) {
  const database = db ?? (await ownDatabase());
  const token = randomBytes(32).toString('base64url');
  await voidLinks(accountId, [purpose], database);
  await database.insert(accountTokens).values({
    tokenHash: hashToken(token),
    accountId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/**
 * Uses the link up, in one statement, and names its account; null for a link that is forged,
 * expired, already used or of another purpose. Two requests racing with one link: one wins.
 */
export async function redeemToken(
  token: string,
  purpose: TokenPurpose,
  db?: Db,
): Promise<number | null> {
  const database = db ?? (await ownDatabase());
  const [row] = await database
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}

/** Whether the link would still work, without using it: its page shows the form or why not. */
export async function tokenUsable(token: string, purpose: TokenPurpose, db?: Db) {
  const database = db ?? (await ownDatabase());
  const [row] = await database
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(usable(token, purpose));
  return row !== undefined;
}

/**
 * Voids the account's unused links of these purposes: a new password voids reset links asked
 * for before it, a disabled account keeps no way back in through an old mail.
 */
export async function voidLinks(accountId: number, purposes: TokenPurpose[], db: Db) {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
      ),
    );
}
