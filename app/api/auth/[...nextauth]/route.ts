import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/auth-options';
import { capAuthBody } from '@/lib/auth/auth-body-limit';
import { limitLoginFailures } from '@/lib/auth/login-limit';
import { door } from '@/lib/doors/door';

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: Request, context: Context): Promise<Response> {
  return NextAuth(authOptions())(request, context);
}

// next-auth checks its own CSRF token and sets its own headers: the core only answers what escapes.
const authDoor = { sameOrigin: 'never', cacheControl: null } as const;
export const GET = door(authDoor, handler);
export const POST = door(authDoor, capAuthBody(limitLoginFailures(handler)));
