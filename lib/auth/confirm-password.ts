import 'server-only';
import { WRONG_PASSWORD_MESSAGE } from '@/lib/accounts/account-schema';
import { LOGIN_TOO_MANY } from '@/lib/auth/login-messages';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import { passwordOpens } from '@/lib/auth/sign-in';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { ACCOUNT_FAILURE_LIMIT, hitRateLimit, releaseRateLimit } from '@/lib/http/rate-limit';
import { jsonError } from '@/lib/http/respond';
import { findAccountById } from '@/lib/accounts/account-store';

/**
 * Null when the signed-in person typed their current password (ADMIN_PASSWORD for the primary
 * owner), else the refusal to answer. A session alone is not enough for a password change or
 * turning two-factor off: a session left open on a shared computer must not let someone else
 * lock its owner out. Wrong guesses count toward the account's login limit, so a stolen session
 * cannot try passwords here faster than at the login form (past it: 429).
 */
export async function refuseWrongPassword(
  account: Pick<SessionAccount, 'id' | 'email'>,
  password: string,
): Promise<Response | null> {
  if (!(await hitRateLimit(ACCOUNT_FAILURE_LIMIT, account.email))) {
    return jsonError(429, LOGIN_TOO_MANY);
  }
  const row = await findAccountById(account.id);
  if (row && (await passwordOpens(row, password))) {
    await releaseRateLimit(ACCOUNT_FAILURE_LIMIT, account.email);
    return null;
  }
  return jsonError(400, INVALID_FIELDS_MESSAGE, { currentPassword: WRONG_PASSWORD_MESSAGE });
}
