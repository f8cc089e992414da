import 'server-only';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { usesSecureCookies } from '@/lib/auth/session-cookie';
import { isSessionLive, newSessionClaims, revokeSession } from '@/lib/auth/session-revocation';

export const SESSION_MAX_AGE = 8 * 60 * 60;

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
});

// The configured password is kept only as a salted scrypt hash; every attempt is hashed the
// same way and compared in constant time, so timing says nothing about how close it was.
// The hash runs on libuv's thread pool (async scrypt): a login never stalls other requests.
const salt = randomBytes(16);
let expected: Promise<Buffer> | undefined;
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number },
) => Promise<Buffer>;
const slowHash = (value: string) => scryptAsync(value, salt, 64, { N: 16384 });

export async function verifyAdminCredentials(input: unknown): Promise<boolean> {
  const parsed = credentialsSchema.safeParse(input);
  const config = env();
  if (!parsed.success || !config.ADMIN_PASSWORD) return false;
  expected ??= slowHash(config.ADMIN_PASSWORD);
  const passwordOk = timingSafeEqual(await slowHash(parsed.data.password), await expected);
  const emailOk = parsed.data.email === config.ADMIN_EMAIL.toLowerCase();
  return passwordOk && emailOk;
}

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
      jwt: ({ token, user }) => (user ? { ...token, ...newSessionClaims() } : token),
      // A revoked or superseded session reads as none: getServerSession answers null (the
      // back office sends the visitor to the login page) and /api/auth/session answers {}.
      session: async ({ session, token }) =>
        (await isSessionLive(token)) ? session : ({} as typeof session),
    },
    events: { signOut: ({ token }) => revokeSession(token) },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: {
          email: { label: 'Email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials) {
          if (!(await verifyAdminCredentials(credentials))) return null;
          return { id: 'admin', email: config.ADMIN_EMAIL, name: 'Admin' };
        },
      }),
    ],
  };
}
