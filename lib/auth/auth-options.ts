import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/config/env';
import { usesSecureCookies } from '@/lib/auth/session-cookie';
import { newSessionClaims, revokeSession, sessionAccount } from '@/lib/auth/session-revocation';
import { signIn } from '@/lib/auth/sign-in';
import { findAccountById } from '@/lib/accounts/account-store';

export const SESSION_MAX_AGE = 8 * 60 * 60;

/**
 * Over https the session cookie is Secure (and named with the __Secure- prefix); next-auth's
 * defaults already make it httpOnly and SameSite=Lax. Readers of the token must agree on this.
 */
export const secureCookies = (): boolean => usesSecureCookies(env().SITE_URL);

export function authOptions(): NextAuthOptions {
  const config = env();
  return {
    secret: config.AUTH_SECRET,
    useSecureCookies: secureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: '/admin/admin-login', error: '/admin/admin-login' },
    callbacks: {
      async jwt({ token, user }) {
        if (!user) return token;
        const account = await findAccountById(Number(user.id));
        return account ? { ...token, ...newSessionClaims(account) } : token;
      },
      // A revoked or superseded session reads as none: getServerSession answers null (the
      // back office sends the visitor to the login page) and /api/auth/session answers {}.
      // A live one carries who is signed in, for the pages (lib/auth/current-account.ts).
      async session({ session, token }) {
        const account = await sessionAccount(token);
        if (!account) return {} as typeof session;
        const { sessionId: _, ...shown } = account;
        return { ...session, account: shown };
      },
    },
    events: { signOut: ({ token }) => revokeSession(token) },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: {
          email: { label: 'Email' },
          password: { label: 'Password', type: 'password' },
          code: { label: 'Code' },
        },
        // Throws CODE_REQUIRED / CODE_INCORRECT for the code step: next-auth hands the message
        // to the client as `error` (signIn()'s result, or ?error= of a plain form post).
        async authorize(credentials) {
          const account = await signIn(credentials);
          return account && { id: String(account.id), email: account.email, name: account.name };
        },
      }),
    ],
  };
}
