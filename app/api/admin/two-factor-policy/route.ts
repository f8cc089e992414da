import { NextResponse } from 'next/server';
import { twoFactorPolicySchema } from '@/lib/accounts/account-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { setTwoFactorPolicy } from '@/lib/accounts/own-account-actions';

/**
 * { required }: whether everyone must sign in with two-factor. Those without it are sent to
 * their account page to turn it on, and every other door answers them 403 until they do.
 */
export const PUT = adminDoor('team', async ({ request, account }) => {
  const parsed = twoFactorPolicySchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const { required } = parsed.data;
  await setTwoFactorPolicy(account, required);
  return NextResponse.json({ required });
});
