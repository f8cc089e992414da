import { NextResponse } from 'next/server';
import { changePasswordSchema, PRIMARY_PASSWORD_MESSAGE } from '@/lib/accounts/account-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { refuseWrongPassword } from '@/lib/auth/confirm-password';
import { keepThisSession } from '@/lib/auth/keep-session';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { changeOwnPassword } from '@/lib/accounts/own-account-actions';

/**
 * { currentPassword, newPassword, confirmPassword }: a new password. The account's other
 * sessions end; this one carries on.
 */
export const POST = adminDoor('account', async ({ request, account }) => {
  if (account.primary) return jsonError(409, PRIMARY_PASSWORD_MESSAGE);
  const parsed = changePasswordSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const refusal = await refuseWrongPassword(account, parsed.data.currentPassword);
  if (refusal) return refusal;
  const stamp = await changeOwnPassword(account, parsed.data.newPassword);
  if (!stamp) return jsonError(409, PRIMARY_PASSWORD_MESSAGE);
  const response = NextResponse.json({ changed: true });
  await keepThisSession(request, response, stamp);
  return response;
});
