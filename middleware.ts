// Gates the back office on the Edge runtime (Next 16 still runs middleware.ts, deprecated in
// favour of proxy.ts, which would run on Node only) and gives every back-office page its own
// script nonce. Every /api/admin handler checks the session again on the server: this gate is
// a convenience, not the security boundary. Public pages never pass through here; on /admin
// the policy set here replaces the public one of next.config.mjs.
import { withAuth, type NextRequestWithAuth } from 'next-auth/middleware';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { adminContentSecurityPolicy, newNonce } from '@/lib/auth/admin-csp';
import { sessionCookieName, usesSecureCookies } from '@/lib/auth/session-cookie';
import { env } from '@/lib/config/env';

const LOGIN_PATH = '/admin/admin-login';

function withNonce(request: NextRequest) {
  const csp = adminContentSecurityPolicy(newNonce(), env().NODE_ENV === 'development');
  // Next reads the policy from the request and puts its nonce on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
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

export default function middleware(request: NextRequestWithAuth, event: NextFetchEvent) {
  // The login page is open to all (withAuth would pass it through without a policy).
  if (request.nextUrl.pathname === LOGIN_PATH) return withNonce(request);
  return gate(request, event);
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
