import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import type { JWT } from 'next-auth/jwt';
import { z } from 'zod';
import { recordRevokedSession } from '@/lib/own-data/revoked-sessions';
import { liveAccount } from '@/lib/accounts/account-store';
import { isPrimaryOwner } from '@/lib/accounts/primary-owner';
import type { AccountRow } from '@/lib/own-data/db/schema';
import { env } from '@/lib/config/env';

// Sessions are stateless JWTs; these claims let the server end one before it expires.
// `sid` names the session, so a logout can revoke it; `aid` and `stamp` name the account and
// its session stamp, so disabling it, removing it or changing its password ends its sessions;
// `cred` ties the owner's session to ADMIN_EMAIL and ADMIN_PASSWORD, so new ones end it too.

function credentialsFingerprint(): string {
  const config = env();
  return createHmac('sha256', config.AUTH_SECRET ?? '')
    .update(`${config.ADMIN_EMAIL.toLowerCase()}\n${config.ADMIN_PASSWORD ?? ''}`)
    .digest('base64url');
}

const claimsSchema = z.object({
  sid: z.string(),
  aid: z.number().int(),
  stamp: z.string(),
  cred: z.string(),
});

/** The claims a new session's token carries. */
export const newSessionClaims = (account: Pick<AccountRow, 'id' | 'sessionStamp'>) => ({
  sid: randomUUID(),
  aid: account.id,
  stamp: account.sessionStamp,
  cred: credentialsFingerprint(),
});

/** Ends the session of this token (next-auth's signOut event), until its own expiry. */
export async function revokeSession(token: JWT | null | undefined): Promise<void> {
  const sid = typeof token?.sid === 'string' ? token.sid : null;
  if (!sid) return;
  const expiresAt = new Date(typeof token?.exp === 'number' ? token.exp * 1000 : Date.now());
  await recordRevokedSession(sid, expiresAt);
}

/** What the server knows of the person behind a live session. */
export type SessionAccount = Pick<AccountRow, 'id' | 'email' | 'name' | 'role'> & {
  primary: boolean;
  twoFactorOn: boolean;
  /** Two-factor is required of everyone and this account has not turned it on yet. */
  mustTurnOnTwoFactor: boolean;
  sessionId: string;
};

/**
 * The account of a token that is signed and unexpired, if the session is also live: not logged
 * out, the account enabled and its stamp unchanged (and for the owner, the same credentials).
 */
export async function sessionAccount(
  token: JWT | null | undefined,
): Promise<SessionAccount | null> {
  const claims = claimsSchema.safeParse(token);
  if (!claims.success) return null;
  const { sid, aid, stamp, cred } = claims.data;
  const account = await liveAccount({ accountId: aid, stamp, sid });
  if (!account) return null;
  const primary = isPrimaryOwner(account);
  if (primary && cred !== credentialsFingerprint()) return null;
  const twoFactorOn = account.totpEnabledAt !== null;
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    primary,
    twoFactorOn,
    mustTurnOnTwoFactor: account.twoFactorRequired && !twoFactorOn,
    sessionId: sid,
  };
}
