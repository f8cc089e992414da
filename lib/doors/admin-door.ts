import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { secureCookies } from '@/lib/auth/auth-options';
import { FORBIDDEN_MESSAGE, TWO_FACTOR_FIRST } from '@/lib/auth/forbidden';
import { can, type Permission } from '@/lib/accounts/roles';
import { env } from '@/lib/config/env';
import { sessionAccount, type SessionAccount } from '@/lib/auth/session-revocation';
import { HttpError } from '@/lib/http/respond';
import { inBackOffice } from '@/lib/own-data/db/back-office-scope';
import { door } from './door';
import { isUnaskedRead, UNASKED_READ_MESSAGE } from './unasked-read';

type Handler<P> = (input: {
  request: NextRequest;
  params: P;
  account: SessionAccount;
}) => Promise<Response>;

/** The live session's account of a request to a door, or null. */
async function requestAccount(request: NextRequest): Promise<SessionAccount | null> {
  const token = await getToken({
    req: request,
    secret: env().AUTH_SECRET,
    secureCookie: secureCookies(),
  });
  return sessionAccount(token);
}

/** Admits a live session whose role may use `permission` (any of them, for a list). */
export function admitAccount(permission: Permission | readonly Permission[]) {
  return async (request: NextRequest): Promise<SessionAccount> => {
    if (isUnaskedRead(request)) throw new HttpError(403, UNASKED_READ_MESSAGE);
    const account = await requestAccount(request);
    if (!account) throw new HttpError(401, 'Please log in to continue.');
    const ownAccount = permission === 'account';
    if (account.mustTurnOnTwoFactor && !ownAccount) throw new HttpError(403, TWO_FACTOR_FIRST);
    if (!can(account.role, permission)) throw new HttpError(403, FORBIDDEN_MESSAGE);
    return account;
  };
}

/**
 * Every /api/admin door: a read a page did not ask for refused first (an image or frame naming
 * the door, or another site: ./unasked-read.ts), a live session (checked on the server, whatever
 * middleware.ts did) whose role may use `permission`, the site's own Origin on mutations, and
 * `no-store` on answers, which carry personal data no browser or proxy should keep.
 */
export function adminDoor<P = Record<string, never>>(
  permission: Permission | readonly Permission[],
  handler: Handler<P>,
) {
  return door<SessionAccount, { params: Promise<P> }>(
    { admit: admitAccount(permission), sameOrigin: 'writes' },
    async (request, context, account) =>
      inBackOffice(async () => handler({ request, params: await context.params, account })),
  );
}
