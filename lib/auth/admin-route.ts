import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { idSchema } from '@/lib/domain/id';
import { pageQuerySchema } from '@/lib/domain/paging';
import { secureCookies } from '@/lib/auth/auth-options';
import { FORBIDDEN_MESSAGE, TWO_FACTOR_FIRST } from '@/lib/auth/forbidden';
import { can, type Permission } from '@/lib/accounts/roles';
import { env } from '@/lib/config/env';
import { sessionAccount, type SessionAccount } from '@/lib/auth/session-revocation';
import { isUnaskedRead, UNASKED_READ_MESSAGE } from '@/lib/auth/unasked-read';
import { assertSameOrigin } from '@/lib/http/origin';
import { HttpError, fromError, jsonError } from '@/lib/http/respond';

type Handler<P> = (input: {
  request: NextRequest;
  params: P;
  account: SessionAccount;
}) => Promise<Response>;

/** The live session's account of a request to a door, or null. */
export async function requestAccount(request: NextRequest): Promise<SessionAccount | null> {
  const token = await getToken({
    req: request,
    secret: env().AUTH_SECRET,
    secureCookie: secureCookies(),
  });
  return sessionAccount(token);
}

/**
 * Every /api/admin door goes through here: a read a page did not ask for refused first (an
 * image or frame naming the door, or another site: lib/auth/unasked-read.ts), a live session
 * (checked on the server, whatever middleware.ts did) whose role may use `permission` (any of
 * them, for a list), the site's own Origin on mutations, and errors in the one JSON shape.
 */
export function adminRoute<P = Record<string, never>>(
  permission: Permission | readonly Permission[],
  handler: Handler<P>,
) {
  return async (request: NextRequest, context: { params: Promise<P> }) => {
    try {
      if (isUnaskedRead(request)) return jsonError(403, UNASKED_READ_MESSAGE);
      const account = await requestAccount(request);
      if (!account) return jsonError(401, 'Please log in to continue.');
      const ownAccount = permission === 'account';
      if (account.mustTurnOnTwoFactor && !ownAccount) return jsonError(403, TWO_FACTOR_FIRST);
      if (!can(account.role, permission)) return jsonError(403, FORBIDDEN_MESSAGE);
      if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
      const response = await handler({ request, params: await context.params, account });
      // Personal data: no browser or proxy keeps a copy.
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
      return response;
    } catch (error) {
      return fromError(error);
    }
  };
}

export function parseId(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, 'Not found.');
  return parsed.data;
}

export function parsePage(request: NextRequest): number {
  const parsed = pageQuerySchema.safeParse({
    page: request.nextUrl.searchParams.get('page') ?? undefined,
  });
  if (!parsed.success) throw new HttpError(400, 'The page must be a whole number from 1.');
  return parsed.data.page;
}
