import { getBackend } from '@/lib/backend';
import { clientIp } from '@/lib/http/client-ip';
import { assertSameOrigin } from '@/lib/http/origin';
import { fromError } from '@/lib/http/respond';

/** The page-view beacon, sent only after the visitor accepted analytics cookies. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const backend = await getBackend();
    await backend.recordVisit({ ip_address: (await clientIp()).slice(0, 64) });
    return new Response(null, { status: 204 });
  } catch (error) {
    return fromError(error);
  }
}
