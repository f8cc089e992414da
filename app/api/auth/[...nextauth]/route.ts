import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/auth-options';
import { capAuthBody } from '@/lib/auth/auth-body-limit';
import { limitLoginFailures } from '@/lib/auth/login-limit';

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: Request, context: Context): Promise<Response> {
  return NextAuth(authOptions())(request, context);
}

export const GET = handler;
export const POST = capAuthBody(limitLoginFailures(handler));
