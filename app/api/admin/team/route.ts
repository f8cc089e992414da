import { NextResponse } from 'next/server';
import { limitOrRefuse } from '@/lib/doors/door';
import { invite, teamList } from '@/lib/accounts/team-actions';
import { inviteInputSchema, teamMemberSchema, teamListSchema } from '@/lib/accounts/team-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { clientIp } from '@/lib/http/client-ip';
import { INVITATION_ADDRESS_LIMIT, INVITATION_IP_LIMIT } from '@/lib/http/rate-limit';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';

/** Every account, oldest first, as the Team screen shows it. */
export const GET = adminDoor('team', async ({ account }) =>
  NextResponse.json(teamListSchema.parse({ results: await teamList(account) })),
);

/** { email, role }: a new account and its invitation mail; 409 for an address already known. */
export const POST = adminDoor('team', async ({ request, account }) => {
  await limitOrRefuse(INVITATION_IP_LIMIT, await clientIp());
  const parsed = inviteInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  await limitOrRefuse(INVITATION_ADDRESS_LIMIT, parsed.data.email);
  const member = await invite(account, parsed.data);
  return NextResponse.json(teamMemberSchema.parse(member), { status: 201 });
});
