import 'server-only';
import { encode, getToken } from 'next-auth/jwt';
import type { NextRequest, NextResponse } from 'next/server';
import { SESSION_MAX_AGE, secureCookies } from '@/lib/auth/auth-options';
import { sessionCookieName } from '@/lib/auth/session-cookie';
import { env } from '@/lib/config/env';

/**
 * After endSessions (a password change, two-factor turned off) every session of the account is
 * refused, this one included; the person who made the change stays signed in here: the same
 * session (same sid) is written again under the new stamp, with next-auth's own encode and
 * cookie, as its session endpoint does when it renews a session.
 */
export async function keepThisSession(
  request: NextRequest,
  response: NextResponse,
  stamp: string,
): Promise<void> {
  const secure = secureCookies();
  const secret = env().AUTH_SECRET;
  if (!secret) return;
  const token = await getToken({ req: request, secret, secureCookie: secure });
  if (!token) return;
  const value = await encode({ token: { ...token, stamp }, secret, maxAge: SESSION_MAX_AGE });
  response.cookies.set(sessionCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE,
  });
}
