import 'server-only';
import type { z } from 'zod';
import { clientIp } from '@/lib/http/client-ip';
import { assertSameOrigin } from '@/lib/http/origin';
import { hitRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { readJson } from '@/lib/http/read-body';
import { fromError, HttpError, invalidInput } from '@/lib/http/respond';

export const TOO_MANY_REQUESTS =
  'Too many requests. Please wait a while (up to an hour) and try again.';

/** Counts one hit and answers 429 past the limit. */
export async function limitOrRefuse(rule: RateLimit, subject: string): Promise<void> {
  if (!(await hitRateLimit(rule, subject))) throw new HttpError(429, TOO_MANY_REQUESTS);
}

/**
 * A public door of the account pages (no session): the site's own Origin, a limit per IP
 * before the body is read, the body checked with `schema`, errors in the one JSON shape.
 */
export function accessDoor<I>(
  schema: z.ZodType<I>,
  limit: RateLimit,
  handle: (input: I) => Promise<Response>,
) {
  return async function POST(request: Request): Promise<Response> {
    try {
      assertSameOrigin(request);
      await limitOrRefuse(limit, await clientIp());
      const parsed = schema.safeParse(await readJson(request, 16 * 1024));
      if (!parsed.success) return invalidInput(parsed.error);
      const response = await handle(parsed.data);
      response.headers.set('Cache-Control', 'no-store');
      return response;
    } catch (error) {
      return fromError(error);
    }
  };
}
