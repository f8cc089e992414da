import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import { door, limitOrRefuse, SLOW_DOWN } from '@/lib/doors/door';
import { clientIp } from '@/lib/http/client-ip';
import { readOptionalJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
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
export const POST = door({ sameOrigin: 'always' }, async (request) => {
  const parsed = visitSchema.safeParse((await readOptionalJson(request, BODY_LIMIT)) ?? {});
  if (!parsed.success) return invalidInput(parsed.error);
  // Counted once the beacon is known to be well formed: the limit is 60 page views a minute.
  const ip = (await clientIp()).slice(0, 64);
  await limitOrRefuse(VISIT_LIMIT, ip, SLOW_DOWN);
  if (await hitRateLimit(VISIT_REPEAT_LIMIT, `${ip} ${parsed.data.path}`)) {
    await (await getBackend()).recordVisit({ ip_address: ip });
  }
  return new Response(null, { status: 204 });
});
