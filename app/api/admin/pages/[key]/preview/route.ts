import { draftMode } from 'next/headers';
import { adminDoor } from '@/lib/doors/admin-door';
import { ownPagePreviewPath } from '@/lib/domain/live-preview';
import { pageOfParam } from '@/lib/pages/page-kinds';

/**
 * Preview: Next's draft mode for this browser, then the page itself, which shows its saved
 * draft to a signed-in editor (lib/pages/page-copy.ts). A page of the firm's own is shown at
 * its preview route, as in the live preview (lib/domain/live-preview.ts): in draft mode its
 * public address would reach the shipped services' route and answer 404. A relative Location:
 * the host the server sees may not be the visitor's.
 */
export const GET = adminDoor<{ key: string }>('content', async ({ params }) => {
  const page = await pageOfParam(params.key);
  (await draftMode()).enable();
  const location = page.kind === 'own' ? ownPagePreviewPath(page.path) : page.path;
  return new Response(null, { status: 303, headers: { Location: location } });
});
