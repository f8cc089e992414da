import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import { clientIp } from '@/lib/http/client-ip';
import { assertSameOrigin } from '@/lib/http/origin';
import { readOptionalJson } from '@/lib/http/read-body';
import { fromError, invalidInput, jsonError } from '@/lib/http/respond';
import { hitRateLimit, VISIT_LIMIT, VISIT_REPEAT_LIMIT } from '@/lib/http/rate-limit';

const BODY_LIMIT = 1024;
/** The path viewed; a beacon without a body counts as a view of the home page. */
const visitSchema = z.object({
  path: z.string().max(512).regex(/^\//, 'must be a path on this site').default('/'),
});

/**
 * The page-view beacon, sent only after the visitor accepted analytics cookies. One IP counts
 * once per path and minute, and past VISIT_LIMIT a minute it is refused, so the figures cannot
 * be inflated nor the table filled by a script.
 */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const parsed = visitSchema.safeParse((await readOptionalJson(request, BODY_LIMIT)) ?? {});
    if (!parsed.success) return invalidInput(parsed.error);
    const ip = (await clientIp()).slice(0, 64);
    if (!(await hitRateLimit(VISIT_LIMIT, ip))) {
      return jsonError(429, 'Too many requests. Please slow down.');
    }
    if (await hitRateLimit(VISIT_REPEAT_LIMIT, `${ip} ${parsed.data.path}`)) {
      await (await getBackend()).recordVisit({ ip_address: ip });
    }
    return new Response(null, { status: 204 });
  } catch (error) {
    return fromError(error);
  }
}
