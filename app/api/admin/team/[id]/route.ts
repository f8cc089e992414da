import { NextResponse } from 'next/server';
import { changeMember, removeMember } from '@/lib/accounts/team-actions';
import { accountChangeSchema, teamMemberSchema } from '@/lib/accounts/team-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';

type Params = { id: string };

/** { role } or { disabled }: the account's sessions end either way. */
export const PATCH = adminDoor<Params>('team', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const parsed = accountChangeSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  return NextResponse.json(teamMemberSchema.parse(await changeMember(account, id, parsed.data)));
});

export const DELETE = adminDoor<Params>('team', async ({ params, account }) => {
  await removeMember(account, parseId(params.id));
  return new Response(null, { status: 204 });
});
