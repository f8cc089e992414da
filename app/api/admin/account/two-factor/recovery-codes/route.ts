import { NextResponse } from 'next/server';
import { currentPasswordSchema } from '@/lib/accounts/account-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { refuseWrongPassword } from '@/lib/auth/confirm-password';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { renewRecoveryCodes } from '@/lib/accounts/own-account-actions';

/** { currentPassword }: ten new recovery codes, shown once; the old ones stop working. */
export const POST = adminDoor('account', async ({ request, account }) => {
  const parsed = currentPasswordSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const refusal = await refuseWrongPassword(account, parsed.data.currentPassword);
  if (refusal) return refusal;
  const recoveryCodes = await renewRecoveryCodes(account);
  if (!recoveryCodes) return jsonError(409, 'Two-factor sign-in is off: turn it on first.');
  return NextResponse.json({ recoveryCodes });
});
