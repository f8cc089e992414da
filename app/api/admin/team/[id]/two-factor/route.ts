import { NextResponse } from 'next/server';
import { resetTwoFactor } from '@/lib/accounts/team-actions';
import { teamMemberSchema } from '@/lib/accounts/team-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';

/**
 * The owner's reset of someone else's two-factor (key and recovery codes cleared, their sessions
 * ended); the account as the Team screen shows it now. Never one's own nor the primary owner's.
 */
export const DELETE = adminDoor<{ id: string }>('team', async ({ params, account }) =>
  NextResponse.json(teamMemberSchema.parse(await resetTwoFactor(account, parseId(params.id)))),
);
