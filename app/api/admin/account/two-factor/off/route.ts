import { NextResponse } from 'next/server';
import { currentPasswordSchema } from '@/lib/accounts/account-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { refuseWrongPassword } from '@/lib/auth/confirm-password';
import { keepThisSession } from '@/lib/auth/keep-session';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { turnOffOwnTwoFactor } from '@/lib/accounts/own-account-actions';

/**
 * { currentPassword }: turns two-factor off (key and recovery codes removed). The account's
 * other sessions end; this one carries on.
 */
export const POST = adminDoor('account', async ({ request, account }) => {
  const parsed = currentPasswordSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const refusal = await refuseWrongPassword(account, parsed.data.currentPassword);
  if (refusal) return refusal;
  const stamp = await turnOffOwnTwoFactor(account);
  const response = NextResponse.json({ off: true });
  await keepThisSession(request, response, stamp);
  return response;
});
