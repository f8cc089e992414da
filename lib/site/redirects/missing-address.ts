import 'server-only';
import { redirectStatus } from '@/lib/domain/redirect';
import { countNotFound } from './count-not-found';
import { movedTo } from './moved-to';
import { notFoundPage } from './not-found-page';
import { SKIP_REDIRECTS_HEADER } from './skip-header';
import { decodedSegment, serviceAt } from '@/lib/site/services/service-list';
import { isPreviewRequest, servicePageAnswer } from '@/lib/site/services/service-page-answer';

/**
 * The answer at an address no route of the site takes. next.config.mjs's fallback rewrite sends
 * it here only once every page, public file and dynamic route has passed it by (a service page
 * that does not exist included), so a live page never comes this way and pays nothing. Its
 * redirect if it has one (one `Location`, the stored target as is), else the site's 404 page,
 * counted for the Not found log (in memory: the log is written every 2 s, never on a visit's
 * time). A service at an address the build did not know (added or moved in the back office) is
 * answered here with its page; an unpublished one with its redirect, else 410.
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
  const service = segments.length === 1 ? await serviceAt(segments[0]!) : undefined;
  if (service?.status === 'live') return servicePageAnswer(request, service.address);
  // An editor's preview of a service not public yet: the page decides (it checks the session).
  if (segments.length === 1 && isPreviewRequest(request))
    return servicePageAnswer(request, decodedSegment(segments[0]!));
  const target = await movedTo(path);
  if (target) {
    const headers = { Location: target.to, 'Cache-Control': 'no-store' };
    return new Response(null, { status: redirectStatus(target.permanent), headers });
  }
  // An unpublished service sending its visitors nowhere: gone for good.
  if (service) return notFoundPage(request, 410);
  countNotFound(path);
  return notFoundPage(request);
}
