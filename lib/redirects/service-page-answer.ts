import 'server-only';
import { DRAFT_MODE_COOKIE } from '@/lib/domain/draft-reach';
import { askThisServer } from '@/lib/redirects/ask-this-server';
import { servicePagePath } from '@/lib/redirects/internal-addresses';

// What the visitor's request says that the page's answer depends on (the preview cookie among
// them), and what of the page's answer goes back (its body is passed on as it comes).
const ASKED_WITH = ['accept', 'cookie', 'rsc', 'next-router-state-tree', 'next-router-prefetch'];
const ANSWERED_WITH = ['content-type', 'cache-control', 'vary', 'link'];

/**
 * The page of the service at /{address} when the build did not know that address: the page
 * cache's copy of its rendering at servicePagePath, asked of this server over the loopback.
 */
export async function servicePageAnswer(request: Request, address: string): Promise<Response> {
  const asked = new Headers();
  for (const name of ASKED_WITH) {
    const value = request.headers.get(name);
    if (value !== null) asked.set(name, value);
  }
  const answer = await askThisServer(servicePagePath(address), {
    method: request.method,
    headers: asked,
  });
  const headers = new Headers();
  for (const name of ANSWERED_WITH) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

const DRAFT_MODE_PAIR = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`);

/** Whether the request carries Next's draft-mode cookie (set by a page's Preview door). */
export const isPreviewRequest = (request: Request): boolean =>
  DRAFT_MODE_PAIR.test(request.headers.get('cookie') ?? '');
