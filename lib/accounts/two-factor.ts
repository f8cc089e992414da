import 'server-only';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  codeStep,
  keyAsText,
  looksLikeTotpCode,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  setupQrSvg,
} from '@/lib/accounts/totp';
import { isSealed } from '@/lib/config/seal';
import { hashRecoveryCode, newRecoveryCodes } from '@/lib/accounts/recovery-codes';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { accounts, appMeta, recoveryCodes, type AccountRow } from '@/lib/own-data/db/schema';
import { findAccountById, newSessionStamp, TWO_FACTOR_REQUIRED_KEY } from './account-store';

/** What the account page shows to set up an authenticator app. */
export type TwoFactorSetup = { key: string; qrSvg: string };

/** Two-factor just turned on: the recovery codes (shown once) and the account's new stamp. */
export type TwoFactorTurnedOn = { recoveryCodes: string[]; stamp: string };

// Keys are kept sealed (lib/accounts/totp.ts's sealTotpSecret): the database and its backups hold
// no key in clear. Rows written before that hold clear base32, read as it is and sealed by the
// next sign-in with it.

const database = async (db?: Db) => db ?? (await ownDatabase());

/**
 * A new pending key (the previous unconfirmed one, if any, is dropped): two-factor stays off
 * until a first code from it is confirmed. Null when two-factor is already on. The door asks
 * for the password first (app/api/admin/account/two-factor/setup).
 */
export async function startTwoFactorSetup(
  account: Pick<AccountRow, 'id' | 'email'>,
  db?: Db,
): Promise<TwoFactorSetup | null> {
  const secret = newTotpSecret();
  const [row] = await (
    await database(db)
  )
    .update(accounts)
    .set({ totpPendingSecret: sealTotpSecret(secret) })
    .where(and(eq(accounts.id, account.id), isNull(accounts.totpEnabledAt)))
    .returning({ id: accounts.id });
  if (!row) return null;
  return { key: keyAsText(secret), qrSvg: await setupQrSvg(secret, account.email) };
}

async function storeRecoveryCodes(db: Db, accountId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Turns two-factor on when `code` comes from the pending key: the key becomes the account's,
 * the code's step counts as used, ten new recovery codes are made (the only time they can be
 * read) and every session of the account ends: whoever was signed in elsewhere signs in again,
 * with a code. The new stamp is returned for the caller to keep its own session. Null when
 * there is no pending key or the code is not right for it.
 */
export async function confirmTwoFactor(
  accountId: number,
  code: string,
  now = Date.now(),
  db?: Db,
): Promise<TwoFactorTurnedOn | null> {
  const store = await database(db);
  const account = await findAccountById(accountId, store);
  const stored = account?.totpPendingSecret;
  if (!account || !stored || account.totpEnabledAt) return null;
  const pending = openTotpSecret(stored);
  const step = pending ? codeStep(pending, code.replace(/\s/g, ''), now) : null;
  if (!pending || step === null) return null;
  const stamp = newSessionStamp();
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({
        totpSecret: sealTotpSecret(pending),
        totpPendingSecret: null,
        totpEnabledAt: new Date(now),
        totpLastStep: step,
        sessionStamp: stamp,
      })
      .where(and(eq(accounts.id, accountId), eq(accounts.totpPendingSecret, stored)))
      .returning({ id: accounts.id });
    return row ? { recoveryCodes: await storeRecoveryCodes(tx, accountId), stamp } : null;
  });
}

/** What to write for a key still stored in clear (from before keys were sealed): it sealed. */
const resealed = (stored: string | null, secret: string | null) =>
  stored && secret && !isSealed(stored) ? { totpSecret: sealTotpSecret(secret) } : undefined;

/**
 * Checks the second step of a sign-in: a six-digit code (each 30-second step accepted once, and
 * never one older than the last accepted, taken in one conditional UPDATE so two sign-ins racing
 * with the same code cannot both pass) or a recovery code (marked used in one UPDATE likewise).
 * A key still stored in clear is sealed by the sign-in it lets through.
 */
export async function checkSignInCode(
  account: Pick<AccountRow, 'id' | 'totpSecret'>,
  code: string,
  now = Date.now(),
  db?: Db,
): Promise<'code' | 'recovery' | null> {
  const store = await database(db);
  const typed = code.replace(/\s/g, '');
  const secret = account.totpSecret ? openTotpSecret(account.totpSecret) : null;
  if (looksLikeTotpCode(typed)) {
    const step = secret ? codeStep(secret, typed, now) : null;
    if (step === null) return null;
    const [row] = await store
      .update(accounts)
      .set({ totpLastStep: step, ...resealed(account.totpSecret, secret) })
      .where(
        and(
          eq(accounts.id, account.id),
          isNotNull(accounts.totpEnabledAt),
          or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step)),
        ),
      )
      .returning({ id: accounts.id });
    return row ? 'code' : null;
  }
  const [used] = await store
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.accountId, account.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ accountId: recoveryCodes.accountId });
  if (!used) return null;
  const reseal = resealed(account.totpSecret, secret);
  if (reseal && account.totpSecret) {
    await store
      .update(accounts)
      .set(reseal)
      .where(and(eq(accounts.id, account.id), eq(accounts.totpSecret, account.totpSecret)));
  }
  return 'recovery';
}

/** Ten new recovery codes in place of the old ones (used or not); null when two-factor is off. */
export async function replaceRecoveryCodes(accountId: number, db?: Db): Promise<string[] | null> {
  const store = await database(db);
  return store.transaction(async (tx) => {
    const [on] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), isNotNull(accounts.totpEnabledAt)));
    return on ? storeRecoveryCodes(tx, accountId) : null;
  });
}

export async function unusedRecoveryCodes(accountId: number, db?: Db): Promise<number> {
  const [row] = await (
    await database(db)
  )
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/**
 * Turns two-factor off: the key, any pending key and the recovery codes go, and every session
 * of the account ends (the new stamp is returned, for the caller to keep its own session).
 */
export async function turnOffTwoFactor(accountId: number, db?: Db): Promise<string> {
  const store = await database(db);
  const stamp = newSessionStamp();
  await store.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await tx
      .update(accounts)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        sessionStamp: stamp,
      })
      .where(eq(accounts.id, accountId));
  });
  return stamp;
}

/** Whether the owner requires two-factor of everyone (store.ts's setTwoFactorRequired). */
export async function isTwoFactorRequired(db?: Db): Promise<boolean> {
  const [row] = await (
    await database(db)
  )
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, TWO_FACTOR_REQUIRED_KEY));
  return row?.value === 'true';
}
