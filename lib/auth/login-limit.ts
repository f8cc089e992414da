import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import {
  CODE_INCORRECT,
  CODE_REQUIRED,
  CODE_TOO_MANY,
  LOGIN_CODE_TOO_MANY,
  LOGIN_TOO_MANY,
} from '@/lib/auth/login-messages';
import {
  ACCOUNT_FAILURE_LIMIT,
  hitRateLimit,
  LOGIN_FAILURE_LIMIT,
  releaseRateLimit,
  type RateLimit,
} from '@/lib/http/rate-limit';
import { clientIp } from '@/lib/http/client-ip';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

const errorOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('error');

/**
 * next-auth refuses a login by redirecting to its error page with ?error=: a Location header
 * for a plain form post, or { url } (status 401) when the client asked for JSON.
 */
async function refusalOf(response: Response): Promise<string | null> {
  const location = response.headers.get('location');
  if (location) return errorOf(location);
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const url = (body as { url?: unknown } | null)?.url;
  return typeof url === 'string' ? errorOf(url) : null;
}

/**
 * The code step's answers: "code required" is not a refusal (only the right password gets it),
 * and wrong codes are counted by their own, tighter limit (lib/auth/code-limit.ts), per account.
 */
const CODE_STEP = new Set([CODE_REQUIRED, CODE_INCORRECT, CODE_TOO_MANY]);

const isFailure = (response: Response, error: string | null) =>
  !(error !== null && CODE_STEP.has(error)) && (response.status === 401 || error !== null);

/** A refused login by its password: what LOGIN_FAILURE_LIMIT and ACCOUNT_FAILURE_LIMIT count. */
export async function isLoginFailure(response: Response): Promise<boolean> {
  return isFailure(response, await refusalOf(response));
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
 * credentials login takes one slot of its IP's LOGIN_FAILURE_LIMIT and of its account's
 * ACCOUNT_FAILURE_LIMIT before its password is checked, and is answered 429 unchecked when
 * either is used up. The slots are taken atomically first, because a count read before the
 * check and written after it let concurrent guesses through together; a login that did not
 * fail (success, stale CSRF token, error) gives its slots back, so only refusals count. The
 * code step is not counted here (its own limit is the account's); past that limit the login is
 * answered 429 like these.
 */
export function limitLoginFailures<C extends { params: Promise<{ nextauth: string[] }> }>(
  handler: Handler<C>,
): Handler<C> {
  return async (request, context) => {
    const [action, provider] = (await context.params).nextauth;
    if (action !== 'callback' || provider !== 'credentials') return handler(request, context);
    const ip = await clientIp();
    const account = await accountOf(request);
    const release = async (...slots: [RateLimit, string][]) => {
      for (const [rule, subject] of slots) await releaseRateLimit(rule, subject);
    };
    if (!(await hitRateLimit(LOGIN_FAILURE_LIMIT, ip))) return tooMany();
    if (!(await hitRateLimit(ACCOUNT_FAILURE_LIMIT, account))) {
      await release([LOGIN_FAILURE_LIMIT, ip]);
      return tooMany();
    }
    let failed = false;
    try {
      const response = await handler(request, context);
      const error = await refusalOf(response);
      failed = isFailure(response, error);
      return error === CODE_TOO_MANY ? tooMany(CODE_TOO_MANY) : response;
    } finally {
      if (!failed) await release([LOGIN_FAILURE_LIMIT, ip], [ACCOUNT_FAILURE_LIMIT, account]);
    }
  };
}

/**
 * signIn() of next-auth/react reads `url` from every answer, so the refusal carries one; its
 * ?error= tells the login form which limit it was (the password's, or the account's codes').
 */
function tooMany(error = 'TooManyAttempts'): Response {
  const url = `${env().SITE_URL}/admin/admin-login?error=${error}`;
  const codes = error === CODE_TOO_MANY;
  return NextResponse.json(
    { error: codes ? LOGIN_CODE_TOO_MANY : LOGIN_TOO_MANY, url },
    {
      status: 429,
      headers: { 'Retry-After': codes ? '900' : '60', 'Cache-Control': 'no-store' },
    },
  );
}
