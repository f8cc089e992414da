import { cookies, draftMode } from 'next/headers';
import { safeCallbackPath } from '@/lib/auth/callback-path';
import { door } from '@/lib/doors/door';
import { PREVIEW_MARK_COOKIE } from '@/lib/domain/draft-reach';
import { previewedPublicPath } from '@/lib/domain/live-preview';

/**
 * "Exit preview" (the bar a previewing browser sees on the public site): draft mode and the
 * preview mark are cleared, and the browser goes back to the page it was on, now as visitors
 * see it. A page of the firm's own previewed at its preview route goes to its public address.
 * It changes nothing but this browser's own cookies, and only a form of this site may ask it.
 */
export const POST = door({ sameOrigin: 'always' }, async (request) => {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_MARK_COOKIE);
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  const back = safeCallbackPath(request.headers.get('referer'), origin, '/');
  // Relative: the host the server sees may not be the visitor's.
  return new Response(null, { status: 303, headers: { Location: previewedPublicPath(back) } });
});
