import { NextResponse } from 'next/server';
import { resetPassword } from '@/lib/accounts/access-actions';
import { accessDoor } from '@/lib/doors/access-door';
import { resetPasswordSchema } from '@/lib/accounts/access-schema';
import { ACCOUNT_LINK_LIMIT } from '@/lib/http/rate-limit';

/** { token, password, confirmPassword }: the reset link used up, every session ended. */
export const POST = accessDoor(resetPasswordSchema, ACCOUNT_LINK_LIMIT, async (input) => {
  await resetPassword(input);
  return NextResponse.json({ ok: true });
});
