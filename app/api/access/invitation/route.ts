import { NextResponse } from 'next/server';
import { acceptInvitation } from '@/lib/accounts/access-actions';
import { accessDoor } from '@/lib/doors/access-door';
import { acceptInvitationSchema } from '@/lib/accounts/access-schema';
import { ACCOUNT_LINK_LIMIT } from '@/lib/http/rate-limit';

/** { token, name, password, confirmPassword }: the invitation used up, the account ready. */
export const POST = accessDoor(acceptInvitationSchema, ACCOUNT_LINK_LIMIT, async (input) => {
  await acceptInvitation(input);
  return NextResponse.json({ ok: true });
});
