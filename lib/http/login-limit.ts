import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { LOGIN_TOO_MANY } from '@/lib/login-messages';
import { hitRateLimit, isRateLimited, LOGIN_FAILURE_LIMIT } from '@/lib/rate-limit';
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

/**
 * Wraps next-auth's POST handler: a credentials login from an IP that failed
 * LOGIN_FAILURE_LIMIT times this minute is answered 429 before its password is checked, and
 * every refused login counts against its IP. Successful logins never count.
 */
export function limitLoginFailures<C extends { params: Promise<{ nextauth: string[] }> }>(
  handler: Handler<C>,
): Handler<C> {
  return async (request, context) => {
    const [action, provider] = (await context.params).nextauth;
    if (action !== 'callback' || provider !== 'credentials') return handler(request, context);
    const ip = await clientIp();
    if (await isRateLimited(LOGIN_FAILURE_LIMIT, ip)) {
      // signIn() of next-auth/react reads `url` from every answer, so the refusal carries one.
      const url = `${env().SITE_URL}/admin/admin-login?error=TooManyAttempts`;
      return NextResponse.json(
        { error: LOGIN_TOO_MANY, url },
        { status: 429, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } },
      );
    }
    const response = await handler(request, context);
    if (await isLoginFailure(response)) await hitRateLimit(LOGIN_FAILURE_LIMIT, ip);
    return response;
  };
}
