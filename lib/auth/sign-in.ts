import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { takeCodeAttempt } from '@/lib/auth/code-limit';
import { CODE_INCORRECT, CODE_REQUIRED, CODE_TOO_MANY } from '@/lib/auth/login-messages';
import { slowHash, verifyPassword } from '@/lib/accounts/password-hash';
import {
  ensurePrimaryOwner,
  findAccountByEmail,
  normaliseEmail,
  recordSignIn,
} from '@/lib/accounts/account-store';
import { checkSignInCode } from '@/lib/accounts/two-factor';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import type { AccountRow } from '@/lib/own-data/db/schema';

export const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
  /** The second step, when two-factor is on: a six-digit code or a recovery code. */
  code: z.string().trim().max(64).optional(),
});

// ADMIN_PASSWORD is kept only as a salted scrypt hash; every attempt is hashed the same way and
// compared in constant time, so timing says nothing about how close it was.
const salt = randomBytes(16);
let expected: Promise<Buffer> | undefined;

async function isAdminPassword(password: string): Promise<boolean> {
  const configured = env().ADMIN_PASSWORD;
  if (!configured) return false;
  expected ??= slowHash(configured, salt);
  return timingSafeEqual(await slowHash(password, salt), await expected);
}

const isPrimaryEmail = (email: string) => email === normaliseEmail(env().ADMIN_EMAIL);

/** Whether `password` is the account's own: ADMIN_PASSWORD for the primary owner. */
export function passwordOpens(
  account: Pick<AccountRow, 'email' | 'passwordHash'>,
  password: string,
): Promise<boolean> {
  return isPrimaryEmail(account.email)
    ? isAdminPassword(password)
    : verifyPassword(password, account.passwordHash);
}

/**
 * The account an e-mail and password open, or null. The owner named by ADMIN_EMAIL signs in
 * with ADMIN_PASSWORD; everyone else with the password they set. A disabled account opens
 * nothing, and an unknown address costs the same hashing as a known one.
 */
export async function checkPassword(input: unknown): Promise<AccountRow | null> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const config = env();
  if (isPrimaryEmail(email)) {
    if (!(await isAdminPassword(password))) return null;
    return ensurePrimaryOwner(config.ADMIN_EMAIL, config.ADMIN_USER);
  }
  const account = await findAccountByEmail(email);
  const ok = await verifyPassword(password, account?.passwordHash ?? null);
  return ok && account && !account.disabledAt ? account : null;
}

const actorOf = (account: AccountRow): Actor => ({
  id: account.id,
  name: account.name,
  email: account.email,
});

/** A refused sign-in, under the account the address names if there is one (the log is the owner's). */
async function recordRefusal(email: string, summary: string): Promise<void> {
  const account = await findAccountByEmail(email);
  const actor = account ? { ...actorOf(account), email } : { id: null, name: email, email };
  await recordActivity(actor, { kind: 'failed-sign-in', summary, success: false });
}

/**
 * The code step, within the account's own limit on codes (lib/auth/code-limit.ts): a code
 * past it is refused unchecked with CODE_TOO_MANY, a wrong one with CODE_INCORRECT.
 */
async function checkCode(account: AccountRow, email: string, code: string) {
  const attempt = await takeCodeAttempt(account);
  if (!attempt) {
    await recordRefusal(email, 'Too many wrong two-factor codes');
    throw new Error(CODE_TOO_MANY);
  }
  const used = await checkSignInCode(account, code);
  if (used) {
    await attempt.right();
    return used;
  }
  await attempt.wrong();
  await recordRefusal(email, 'Wrong two-factor code');
  throw new Error(CODE_INCORRECT);
}

/**
 * The sign-in itself (next-auth's authorize): the password, then with two-factor on the code,
 * then its bookkeeping. The right password without a code throws CODE_REQUIRED (the login form
 * asks for it; not a failure), a wrong code CODE_INCORRECT and one past the account's code limit
 * CODE_TOO_MANY (counted by that limit, apart from the password's).
 * Only the right password gets as far as the code, so an unknown address is never told apart.
 */
export async function signIn(input: unknown): Promise<AccountRow | null> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return null;
  const { email, code } = parsed.data;
  const account = await checkPassword(parsed.data);
  if (!account) {
    await recordRefusal(email, 'Wrong email or password');
    return null;
  }
  let used: 'code' | 'recovery' | null = null;
  if (account.totpEnabledAt) {
    if (!code) throw new Error(CODE_REQUIRED);
    used = await checkCode(account, email, code);
  }
  await recordSignIn(account.id);
  await recordActivity(actorOf(account), {
    kind: 'sign-in',
    summary: used === 'recovery' ? 'Signed in with a recovery code' : 'Signed in',
  });
  return account;
}
