import { draftMode } from 'next/headers';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageOfParam } from '@/lib/pages/page-kinds';

/**
 * Preview: Next's draft mode for this browser, then the page itself, which shows its saved
 * draft to a signed-in editor (lib/pages/page-copy.ts). A relative Location: the host the
 * server sees may not be the visitor's.
 */
export const GET = adminDoor<{ key: string }>('content', async ({ params }) => {
  const page = await pageOfParam(params.key);
  (await draftMode()).enable();
  return new Response(null, { status: 303, headers: { Location: page.path } });
});
