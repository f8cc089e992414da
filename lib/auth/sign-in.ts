import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { slowHash, verifyPassword } from '@/lib/auth/password-hash';
import {
  ensurePrimaryOwner,
  findAccountByEmail,
  normaliseEmail,
  recordSignIn,
} from '@/lib/own-data/accounts/store';
import type { AccountRow } from '@/lib/own-data/db/schema';

export const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
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
  if (email === normaliseEmail(config.ADMIN_EMAIL)) {
    if (!(await isAdminPassword(password))) return null;
    return ensurePrimaryOwner(config.ADMIN_EMAIL, config.ADMIN_USER);
  }
  const account = await findAccountByEmail(email);
  const ok = await verifyPassword(password, account?.passwordHash ?? null);
  return ok && account && !account.disabledAt ? account : null;
}

/** The sign-in itself (next-auth's authorize): the password, then its bookkeeping. */
export async function signIn(input: unknown): Promise<AccountRow | null> {
  const account = await checkPassword(input);
  if (!account) return null;
  await recordSignIn(account.id);
  return account;
}
