// Gates the back office on the Edge runtime (Next 16 still runs middleware.ts, deprecated in
// favour of proxy.ts, which would run on Node only). Every /api/admin handler checks the
// session again on the server: this gate is a convenience, not the security boundary.
import { withAuth } from 'next-auth/middleware';
import { sessionCookieName, usesSecureCookies } from '@/lib/session-cookie';

// Read from the running server's environment when the middleware is first loaded, so that a
// build started with an https SITE_URL looks for the __Secure- cookie its login set, and the
// deploy recipes need only AUTH_SECRET (NEXTAUTH_SECRET is its older name).
export default withAuth({
  secret: process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET,
  cookies: {
    sessionToken: { name: sessionCookieName(usesSecureCookies(process.env.SITE_URL)) },
  },
  pages: { signIn: '/admin/admin-login' },
});

export const config = { matcher: ['/admin', '/admin/((?!admin-login).*)'] };
