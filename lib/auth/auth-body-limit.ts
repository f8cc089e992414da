import 'server-only';
import { NextRequest } from 'next/server';
import { parseJson, readLimitedBytes } from '@/lib/http/read-body';
import { HttpError, jsonError } from '@/lib/http/respond';

/** Logins, logouts and CSRF posts are a few hundred bytes; next-auth itself reads any size. */
export const AUTH_BODY_LIMIT = 16 * 1024;

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * In front of next-auth's POST handler: a body over AUTH_BODY_LIMIT answers 413 before it is
 * read whole, and JSON that does not parse answers 400 (next-auth would throw: a 500). The
 * checked bytes are handed on in a request of their own.
 */
export function capAuthBody<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let body: Buffer;
    try {
      body = await readLimitedBytes(request, AUTH_BODY_LIMIT);
      const json = request.headers.get('content-type')?.includes('application/json');
      if (json && body.length > 0) parseJson(body.toString('utf8'));
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message);
      return jsonError(400, 'The request could not be read.');
    }
    const checked = new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    return handler(checked, context);
  };
}
