import 'server-only';
import type { z } from 'zod';
import type { RateLimit } from '@/lib/http/rate-limit';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { door } from './door';

/**
 * A public door of the account pages (no session): the site's own Origin, a limit per IP
 * before the body is read, the body checked with `schema`.
 */
export function accessDoor<I>(
  schema: z.ZodType<I>,
  limit: RateLimit,
  handle: (input: I) => Promise<Response>,
) {
  return door({ sameOrigin: 'always', limitPerIp: { rule: limit } }, async (request) => {
    const parsed = schema.safeParse(await readJson(request, 16 * 1024));
    if (!parsed.success) return invalidInput(parsed.error);
    return handle(parsed.data);
  });
}
