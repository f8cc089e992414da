import { NextResponse } from 'next/server';
import { confirmCodeSchema, WRONG_CODE_MESSAGE } from '@/lib/accounts/account-schema';
import { adminDoor } from '@/lib/doors/admin-door';
import { keepThisSession } from '@/lib/auth/keep-session';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { turnOnTwoFactor } from '@/lib/accounts/own-account-actions';

/**
 * { code }: the first code from the new key turns two-factor on; answers the recovery codes.
 * The account's other sessions end (signed in without a code, they must sign in with one);
 * this one carries on.
 */
export const POST = adminDoor('account', async ({ request, account }) => {
  const parsed = confirmCodeSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const on = await turnOnTwoFactor(account, parsed.data.code);
  if (!on) return jsonError(400, INVALID_FIELDS_MESSAGE, { code: WRONG_CODE_MESSAGE });
  const response = NextResponse.json({ recoveryCodes: on.recoveryCodes });
  await keepThisSession(request, response, on.stamp);
  return response;
});
