// For tests of /api/admin doors as the browser meets them: the session cookie a sign-in would
// have set (next-auth's own encode, the claims lib/auth/auth-options.ts writes), same-origin
// JSON requests, and the cookie a door sets when it keeps the caller's session.
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import type { AccountRow } from '@/lib/own-data/db/schema';

type Door<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

const siteUrl = () => process.env.SITE_URL ?? 'http://localhost:3000';

/** The primary owner these tests run the doors under (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USER). */
export const PRIMARY_OWNER = {
  email: 'owner@example.com',
  password: 'the-owner-password',
  name: 'Olu Owner',
};

/**
 * The environment of a test file's doors, set before it imports them: a secret of its own
 * (`name`), the site's origin and the primary owner.
 */
export function setDoorEnvironment(name: string): void {
  Object.assign(process.env, {
    AUTH_SECRET: `${name}-secret-of-at-least-32-characters`,
    SITE_URL: 'http://localhost:3000',
    ADMIN_EMAIL: PRIMARY_OWNER.email,
    ADMIN_PASSWORD: PRIMARY_OWNER.password,
    ADMIN_USER: PRIMARY_OWNER.name,
  });
}

/** The Cookie header of a new session of the primary owner (its account made if need be). */
export async function primaryOwnerCookie(): Promise<string> {
  const { ensurePrimaryOwner } = await import('@/lib/accounts/account-store');
  return sessionCookie(await ensurePrimaryOwner(PRIMARY_OWNER.email, PRIMARY_OWNER.name));
}
const COOKIE = 'next-auth.session-token';

/** The Cookie header of a new session of `account`, as its sign-in would have made it. */
export async function sessionCookie(account: AccountRow): Promise<string> {
  const { newSessionClaims } = await import('@/lib/auth/session-revocation');
  const token = {
    sub: String(account.id),
    name: account.name,
    email: account.email,
    ...newSessionClaims(account),
  };
  const value = await encode({ token, secret: process.env.AUTH_SECRET!, maxAge: 8 * 60 * 60 });
  return `${COOKIE}=${value}`;
}

/** The session cookie a door's answer set (keepThisSession), as the browser would keep it. */
export function keptCookie(response: Response): string | null {
  const set = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
  return set ? set.split(';')[0]! : null;
}

/** Calls `door` with a same-origin request; a body is sent as JSON. */
export function callDoor<P = Record<string, never>>(
  door: Door<P>,
  input: { path: string; cookie: string; method?: string; body?: unknown; params?: P },
): Promise<Response> {
  const headers = new Headers({ cookie: input.cookie, origin: siteUrl() });
  if (input.body !== undefined) headers.set('content-type', 'application/json');
  const request = new NextRequest(`${siteUrl()}${input.path}`, {
    method: input.method ?? 'POST',
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  return door(request, { params: Promise.resolve(input.params ?? ({} as P)) });
}
