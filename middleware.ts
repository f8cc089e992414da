// Gates the back office on the Edge runtime (Next 16 still runs middleware.ts, deprecated in
// favour of proxy.ts, which would run on Node only) and gives every back-office page its own
// script nonce, as every public page rendered for an editor's preview (draft mode). Every
// /api/admin handler checks the session again on the server: this gate is
// a convenience, not the security boundary. On /admin the policy set here replaces the public
// one (scripts/security-headers.cjs). Of the public pages only /all-news?page=N passes through.
import { withAuth, type NextRequestWithAuth } from 'next-auth/middleware';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { adminContentSecurityPolicy, newNonce } from '@/lib/auth/admin-csp';
import { sessionCookieName, usesSecureCookies } from '@/lib/auth/session-cookie';
import { env } from '@/lib/config/env';
import {
  cookieHeaderWithout,
  DRAFT_MODE_COOKIE,
  PREVIEW_MARK_COOKIE,
} from '@/lib/domain/draft-reach';
import { LIVE_PREVIEW_HEADER, LIVE_PREVIEW_PARAM } from '@/lib/domain/live-preview';
import { previewContentSecurityPolicy } from '@/lib/pages/preview-csp';

const LOGIN_PATH = '/admin/admin-login';
// A later page of the news archive, as its pager links to it (page 1 is /all-news itself).
const ARCHIVE_PAGE = /^[1-9][0-9]{0,5}$/;
/**
 * Pages open without a session, like the login page: accepting an invitation, asking for a
 * reset link and using one (the link's token is the credential there).
 */
const OPEN_PAGES = [
  /^\/admin\/admin-login$/,
  /^\/admin\/forgot-password$/,
  /^\/admin\/invitation\/[^/]+$/,
  /^\/admin\/reset-password\/[^/]+$/,
];

/**
 * Passes the request on (or rewrites it to `to`) under `csp`, with `asked` added to what the
 * page reads of the request.
 */
function withPolicy(request: NextRequest, csp: string, to?: URL, asked?: [string, string]) {
  // Next reads the policy from the request and puts its nonce on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  if (asked) headers.set(...asked);
  const response = to
    ? NextResponse.rewrite(to, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

const dev = () => env().NODE_ENV === 'development';

function withNonce(request: NextRequest) {
  return withPolicy(request, adminContentSecurityPolicy(newNonce(), dev()));
}

// Read from the running server's environment when the middleware is first loaded, so that a
// build started with an https SITE_URL looks for the __Secure- cookie its login set.
const gate = withAuth(withNonce, {
  secret: env().AUTH_SECRET,
  cookies: {
    sessionToken: { name: sessionCookieName(usesSecureCookies(env().SITE_URL)) },
  },
  pages: { signIn: LOGIN_PATH },
});

/**
 * /all-news?page=N is served by /all-news/N, which (unlike a page reading its query) stays in
 * the page cache between writes. Here rather than a rewrite in next.config.mjs, which every
 * request to every page would compile again (docs/benchmark.md).
 */
function newsArchivePage(request: NextRequest): URL | undefined {
  const page = request.nextUrl.searchParams.get('page') ?? '';
  if (!ARCHIVE_PAGE.test(page)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = `/all-news/${page}`;
  return url;
}

/**
 * A public page asked by a browser in draft mode that is not previewing (lib/domain/draft-reach.ts):
 * the page as a visitor gets it, from the page cache, its draft-mode cookie withheld.
 */
function asVisitor(request: NextRequest, archive?: URL) {
  const headers = new Headers(request.headers);
  const cookie = cookieHeaderWithout(headers.get('cookie') ?? '', DRAFT_MODE_COOKIE);
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  return archive
    ? NextResponse.rewrite(archive, { request: { headers } })
    : NextResponse.next({ request: { headers } });
}

/**
 * A public page in draft mode is rendered for this request alone, so it gets a nonce policy
 * without 'unsafe-inline' (lib/pages/preview-csp.ts); a stale or forged cookie only costs the
 * visitor the cached page's speed, never a script. The editor's live preview (its address
 * marked, lib/domain/live-preview.ts) is told to the page by a header, and may be framed by this
 * site alone: every other answer keeps refusing any frame.
 */
async function publicPage(request: NextRequest) {
  const archive = request.nextUrl.pathname === '/all-news' ? newsArchivePage(request) : undefined;
  if (!request.cookies.has(DRAFT_MODE_COOKIE))
    return archive ? NextResponse.rewrite(archive) : NextResponse.next();
  const live = request.nextUrl.searchParams.has(LIVE_PREVIEW_PARAM);
  if (!live && !request.cookies.has(PREVIEW_MARK_COOKIE)) return asVisitor(request, archive);
  const csp = await previewContentSecurityPolicy(newNonce(), dev(), live);
  if (!live) return withPolicy(request, csp, archive);
  const response = withPolicy(request, csp, archive, [LIVE_PREVIEW_HEADER, '1']);
  response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return response;
}

const isAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export default function middleware(request: NextRequestWithAuth, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  if (!isAdmin(pathname)) return publicPage(request);
  // Open to all, still with the nonce policy (withAuth would pass the login page through
  // without one, and send the others to the login page).
  if (OPEN_PAGES.some((page) => page.test(pathname))) return withNonce(request);
  return gate(request, event);
}

export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    { source: '/all-news', has: [{ type: 'query', key: 'page', value: '[1-9][0-9]{0,5}' }] },
    // An editor previewing: every page but the server's own files, doors and media.
    {
      source: '/((?!_next/|api/|media/|admin).*)',
      // DRAFT_MODE_COOKIE: Next reads this config without running the module, so a literal.
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};
