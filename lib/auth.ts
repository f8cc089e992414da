import 'server-only';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { env } from '@/lib/env';
import { usesSecureCookies } from '@/lib/session-cookie';

export const SESSION_MAX_AGE = 8 * 60 * 60;

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
});

// The configured password is kept only as a salted scrypt hash; every attempt is hashed the
// same way and compared in constant time, so timing says nothing about how close it was.
const salt = randomBytes(16);
let expected: Buffer | undefined;
const slowHash = (value: string) => scryptSync(value, salt, 64, { N: 16384 });

export function verifyAdminCredentials(input: unknown): boolean {
  const parsed = credentialsSchema.safeParse(input);
  const config = env();
  if (!parsed.success || !config.ADMIN_PASSWORD) return false;
  expected ??= slowHash(config.ADMIN_PASSWORD);
  const passwordOk = timingSafeEqual(slowHash(parsed.data.password), expected);
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
  // next-auth v4 builds the addresses it redirects to (after logout, say) from NEXTAUTH_URL
  // only, else from http://localhost:3000: the running server's SITE_URL is that address.
  process.env.NEXTAUTH_URL ??= config.SITE_URL;
  return {
    secret: config.AUTH_SECRET,
    useSecureCookies: secureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: '/admin/admin-login', error: '/admin/admin-login' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: {
          email: { label: 'Email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials) {
          if (!verifyAdminCredentials(credentials)) return null;
          return { id: 'admin', email: config.ADMIN_EMAIL, name: 'Admin' };
        },
      }),
    ],
  };
}
