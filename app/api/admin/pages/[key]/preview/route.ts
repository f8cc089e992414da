import { cookies, draftMode } from 'next/headers';
import { secureCookies } from '@/lib/auth/auth-options';
import { adminDoor } from '@/lib/doors/admin-door';
import { PREVIEW_MARK_COOKIE } from '@/lib/domain/draft-reach';
import { ownPagePreviewPath } from '@/lib/domain/live-preview';
import { pageOfParam } from '@/lib/pages/editable-pages';

/**
 * Preview: Next's draft mode for this browser, marked as previewing the site for the browser
 * session (lib/domain/draft-reach.ts), then the page itself, which shows its saved draft to a
 * signed-in editor (lib/pages/page-copy.ts). A page of the firm's own is shown at
 * its preview route, as in the live preview (lib/domain/live-preview.ts): in draft mode its
 * public address would reach the shipped services' route and answer 404. A relative Location:
 * the host the server sees may not be the visitor's.
 */
export const GET = adminDoor<{ key: string }>('content', async ({ params }) => {
  const page = await pageOfParam(params.key);
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_MARK_COOKIE, '1', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(),
  });
  const location = page.kind === 'own' ? ownPagePreviewPath(page.path) : page.path;
  return new Response(null, { status: 303, headers: { Location: location } });
});
