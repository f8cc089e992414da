import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { LOGIN_TOO_MANY } from '@/lib/login-messages';
import {
  ACCOUNT_FAILURE_LIMIT,
  hitRateLimit,
  isRateLimited,
  LOGIN_FAILURE_LIMIT,
} from '@/lib/rate-limit';
import { clientIp } from './client-ip';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

const hasError = (url: string) => new URL(url, 'http://localhost').searchParams.has('error');

/**
 * next-auth refuses a login by redirecting to its error page with ?error=: a Location header
 * for a plain form post, or { url } (status 401) when the client asked for JSON.
 */
export async function isLoginFailure(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  const location = response.headers.get('location');
  if (location) return hasError(location);
  if (!response.headers.get('content-type')?.includes('application/json')) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const url = (body as { url?: unknown } | null)?.url;
  return typeof url === 'string' && hasError(url);
}

/** The e-mail address a login post names (form or JSON), as the login compares it. */
async function accountOf(request: Request): Promise<string> {
  const text = await request.clone().text();
  let email: unknown;
  if (request.headers.get('content-type')?.includes('application/json')) {
    email = (JSON.parse(text || 'null') as { email?: unknown } | null)?.email;
  } else {
    email = new URLSearchParams(text).get('email');
  }
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Wraps next-auth's POST handler (after capAuthBody, so the body is small and parses): a
 * credentials login from an IP that failed LOGIN_FAILURE_LIMIT times this minute, or for an
 * account that failed ACCOUNT_FAILURE_LIMIT times, is answered 429 before its password is
 * checked, and every refused login counts against both. Successful logins never count.
 */
export function limitLoginFailures<C extends { params: Promise<{ nextauth: string[] }> }>(
  handler: Handler<C>,
): Handler<C> {
  return async (request, context) => {
    const [action, provider] = (await context.params).nextauth;
    if (action !== 'callback' || provider !== 'credentials') return handler(request, context);
    const ip = await clientIp();
    const account = await accountOf(request);
    const limited = await Promise.all([
      isRateLimited(LOGIN_FAILURE_LIMIT, ip),
      isRateLimited(ACCOUNT_FAILURE_LIMIT, account),
    ]);
    if (limited.some(Boolean)) {
      // signIn() of next-auth/react reads `url` from every answer, so the refusal carries one.
      const url = `${env().SITE_URL}/admin/admin-login?error=TooManyAttempts`;
      return NextResponse.json(
        { error: LOGIN_TOO_MANY, url },
        { status: 429, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } },
      );
    }
    const response = await handler(request, context);
    if (await isLoginFailure(response)) {
      await hitRateLimit(LOGIN_FAILURE_LIMIT, ip);
      await hitRateLimit(ACCOUNT_FAILURE_LIMIT, account);
    }
    return response;
  };
}
