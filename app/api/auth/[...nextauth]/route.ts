import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth';
import { capAuthBody } from '@/lib/http/auth-body-limit';
import { limitLoginFailures } from '@/lib/http/login-limit';

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: Request, context: Context): Promise<Response> {
  return NextAuth(authOptions())(request, context);
}

export const GET = handler;
export const POST = capAuthBody(limitLoginFailures(handler));
