import 'server-only';
import { draftMode } from 'next/headers';
import { redirectStatus } from '@/lib/domain/redirect';
import { clientIp } from '@/lib/http/client-ip';
import { countNotFound } from './count-not-found';
import { rememberLiveAddress } from './known-addresses';
import { movedTo } from './moved-to';
import { notFoundPage } from './not-found-page';
import { SKIP_REDIRECTS_HEADER } from './skip-header';
import { decodedSegment, serviceAt } from '@/lib/services/service-list';
import { ownPageAt } from '@/lib/own-pages/own-page-list';
import { isPreviewRequest, servicePageAnswer } from '@/lib/redirects/service-page-answer';

/**
 * Whether the request is in draft mode: the cookie's name (cheap, and absent from nearly every
 * request) and then its value, which Next checks against this build's preview key. A cookie
 * forged by name alone goes the way of any visit (the redirects, the 404), never to a render.
 */
async function previewing(request: Request): Promise<boolean> {
  return isPreviewRequest(request) && (await draftMode()).isEnabled;
}

/**
 * The answer at an address no route of the site takes. next.config.mjs's fallback rewrite sends
 * it here only once every page, public file and dynamic route has passed it by (a service page
 * that does not exist included), so a live page never comes this way and pays nothing. Its
 * redirect if it has one (one `Location`, the stored target as is), else the site's 404 page,
 * counted for the Not found log (in memory: the log is written every 2 s, never on a visit's
 * time; a few new paths per client and interval at most). A service at an address the build
 * did not know (added or moved in the back office) is answered here with its page; an
 * unpublished one with its redirect, else 410. Only the rewrite reaches it: a request naming
 * /_missing itself is turned away before Next sees it (internal-request.ts).
 */
export async function answerMissingAddress(
  request: Request,
  segments: string[],
): Promise<Response> {
  const visit = request.method === 'GET' || request.method === 'HEAD';
  if (!visit || request.headers.has(SKIP_REDIRECTS_HEADER)) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  const path = `/${segments.join('/')}`;
  // Before the reads: what they find live holds until the pages change after this instant.
  const asOf = Date.now();
  const service = segments.length === 1 ? await serviceAt(segments[0]!) : undefined;
  // A page of the firm's own lives at the same kind of address, rendered by the same route.
  const own = segments.length === 1 && !service ? await ownPageAt(segments[0]!) : undefined;
  const live = service?.status === 'live' ? service : own?.status === 'live' ? own : undefined;
  if (live) {
    rememberLiveAddress(live.address, asOf);
    return servicePageAnswer(request, live.address);
  }
  // An editor's preview of a service not public yet: the page decides (it checks the session).
  if (segments.length === 1 && (await previewing(request)))
    return servicePageAnswer(request, decodedSegment(segments[0]!));
  const target = await movedTo(path);
  if (target) {
    const headers = { Location: target.to, 'Cache-Control': 'no-store' };
    return new Response(null, { status: redirectStatus(target.permanent), headers });
  }
  // An unpublished service or page sending its visitors nowhere: gone for good.
  if (service || own) return notFoundPage(request, 410);
  // Per client: the log takes a few new paths an interval from each (count-not-found.ts).
  countNotFound(path, await clientIp());
  return notFoundPage(request);
}
