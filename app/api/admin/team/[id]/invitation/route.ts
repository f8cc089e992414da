import { NextResponse } from 'next/server';
import { limitOrRefuse } from '@/lib/doors/door';
import { resendInvitation } from '@/lib/accounts/team-actions';
import { teamMemberSchema } from '@/lib/accounts/team-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { clientIp } from '@/lib/http/client-ip';
import { findAccountById } from '@/lib/accounts/account-store';
import { INVITATION_ADDRESS_LIMIT, INVITATION_IP_LIMIT } from '@/lib/http/rate-limit';

/** A new invitation link for someone who has not accepted yet (their older links stop working). */
export const POST = adminDoor<{ id: string }>('team', async ({ params, account }) => {
  const id = parseId(params.id);
  await limitOrRefuse(INVITATION_IP_LIMIT, await clientIp());
  const row = await findAccountById(id);
  if (row) await limitOrRefuse(INVITATION_ADDRESS_LIMIT, row.email);
  return NextResponse.json(teamMemberSchema.parse(await resendInvitation(account, id)));
});
