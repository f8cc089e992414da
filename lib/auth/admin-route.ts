import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { idSchema, pageQuerySchema } from '@/lib/backend/types';
import { secureCookies } from '@/lib/auth/auth-options';
import { env } from '@/lib/config/env';
import { isSessionLive } from '@/lib/auth/session-revocation';
import { assertSameOrigin } from '../http/origin';
import { HttpError, fromError, jsonError } from '../http/respond';

type Handler<P> = (input: { request: NextRequest; params: P }) => Promise<Response>;

/**
 * Every /api/admin door goes through here: a valid session (checked on the server, whatever
 * middleware.ts did), the site's own Origin on mutations, and errors in the one JSON shape.
 */
export function adminRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: NextRequest, context: { params: Promise<P> }) => {
    try {
      const token = await getToken({
        req: request,
        secret: env().AUTH_SECRET,
        secureCookie: secureCookies(),
      });
      if (!(await isSessionLive(token))) return jsonError(401, 'Please log in to continue.');
      if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
      const response = await handler({ request, params: await context.params });
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
