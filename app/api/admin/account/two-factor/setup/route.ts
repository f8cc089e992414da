import { NextResponse } from 'next/server';
import { currentPasswordSchema } from '@/lib/accounts/account-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { refuseWrongPassword } from '@/lib/auth/confirm-password';
import { readOptionalJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { startTwoFactorSetup } from '@/lib/accounts/two-factor';

/**
 * { currentPassword }: a new key to scan ({ key, qrSvg }); two-factor stays off until a code
 * confirms it. The password first, as for turning it off: a session left open must not let
 * someone else enrol their own phone and lock the account's owner out.
 */
export const POST = adminDoor('account', async ({ request, account }) => {
  // A request without a body is answered like one without the password: which field to fill.
  const parsed = currentPasswordSchema.safeParse((await readOptionalJson(request)) ?? {});
  if (!parsed.success) return invalidInput(parsed.error);
  const refusal = await refuseWrongPassword(account, parsed.data.currentPassword);
  if (refusal) return refusal;
  const setup = await startTwoFactorSetup(account);
  if (!setup) return jsonError(409, 'Two-factor sign-in is already on.');
  return NextResponse.json(setup);
});
