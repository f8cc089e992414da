// Gates the back office on the Edge runtime (Next 16 still runs middleware.ts, deprecated in
// favour of proxy.ts, which would run on Node only). Every /api/admin handler checks the
// session again on the server: this gate is a convenience, not the security boundary.
import { withAuth } from 'next-auth/middleware';

export default withAuth({ pages: { signIn: '/admin/admin-login' } });

export const config = { matcher: ['/admin', '/admin/((?!admin-login).*)'] };
