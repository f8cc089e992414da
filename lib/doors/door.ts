import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { clientIp } from '@/lib/http/client-ip';
import { assertSameOrigin } from '@/lib/http/origin';
import { hitRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { fromError, HttpError } from '@/lib/http/respond';

export const TOO_MANY_REQUESTS =
  'Too many requests. Please wait a while (up to an hour) and try again.';

/** For doors a page calls often (the beacon, pictures): the limit is per minute. */
export const SLOW_DOWN = 'Too many requests. Please slow down.';

/** Counts one hit and answers 429 past the limit. */
export async function limitOrRefuse(
  rule: RateLimit,
  subject: string,
  message = TOO_MANY_REQUESTS,
): Promise<void> {
  if (!(await hitRateLimit(rule, subject))) throw new HttpError(429, message);
}

export type DoorRules<A> = {
  /** Who may come in, looked at before anything else; refuses by throwing an HttpError. */
  admit?: (request: NextRequest) => Promise<A>;
  /** Which requests must come from the site's own pages (their Origin): every one, or writes. */
  sameOrigin: 'always' | 'writes' | 'never';
  /** A limit per client IP, counted before the handler reads the body. */
  limitPerIp?: { rule: RateLimit; message?: string };
  /** The Cache-Control of an answer that sets none (null: leave it); `no-store` unless said. */
  cacheControl?: string | null;
};

export type DoorHandler<A, C> = (
  request: NextRequest,
  context: C,
  admitted: A,
) => Promise<Response>;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The one core every route handler goes through, in this order: admission (the session, the
 * local key), the Origin check, the rate limit, the handler, the Cache-Control of what it
 * answered; anything thrown is answered in the one JSON error shape, never a stack trace.
 */
export function door<A = undefined, C = unknown>(rules: DoorRules<A>, handle: DoorHandler<A, C>) {
  const cacheControl = rules.cacheControl === undefined ? 'no-store' : rules.cacheControl;
  return async (request: NextRequest, context: C): Promise<Response> => {
    try {
      const admitted = (rules.admit ? await rules.admit(request) : undefined) as A;
      const checkOrigin =
        rules.sameOrigin === 'always' || (rules.sameOrigin === 'writes' && !isRead(request.method));
      if (checkOrigin) assertSameOrigin(request);
      const limit = rules.limitPerIp;
      if (limit) await limitOrRefuse(limit.rule, await clientIp(), limit.message);
      const response = await handle(request, context, admitted);
      if (cacheControl && !response.headers.has('Cache-Control')) {
        response.headers.set('Cache-Control', cacheControl);
      }
      return response;
    } catch (error) {
      // Next's own signals (a route found dynamic while prerendering, redirect(), notFound())
      // are Next's to handle, never an error to answer.
      unstable_rethrow(error);
      return fromError(error);
    }
  };
}
