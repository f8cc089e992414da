import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import type { JWT } from 'next-auth/jwt';
import { isSessionRevoked, recordRevokedSession } from '@/lib/own-data/revoked-sessions';
import { env } from '@/lib/config/env';

// Sessions are stateless JWTs; these two claims let the server end one before it expires.
// `sid` names the session, so a logout can revoke it; `cred` ties it to the login it was issued
// under, so a new ADMIN_PASSWORD (or e-mail) ends every session issued before, with no state.

function credentialsFingerprint(): string {
  const config = env();
  return createHmac('sha256', config.AUTH_SECRET ?? '')
    .update(`${config.ADMIN_EMAIL.toLowerCase()}\n${config.ADMIN_PASSWORD ?? ''}`)
    .digest('base64url');
}

/** The claims a new session's token carries. */
export const newSessionClaims = () => ({ sid: randomUUID(), cred: credentialsFingerprint() });

/** Ends the session of this token (next-auth's signOut event), until its own expiry. */
export async function revokeSession(token: JWT | null | undefined): Promise<void> {
  const sid = typeof token?.sid === 'string' ? token.sid : null;
  if (!sid) return;
  const expiresAt = new Date(typeof token?.exp === 'number' ? token.exp * 1000 : Date.now());
  await recordRevokedSession(sid, expiresAt);
}

/** A token that is signed and unexpired is also live: not logged out, same credentials. */
export async function isSessionLive(token: JWT | null | undefined): Promise<boolean> {
  if (!token || typeof token.sid !== 'string') return false;
  if (token.cred !== credentialsFingerprint()) return false;
  return !(await isSessionRevoked(token.sid));
}
