import { NextResponse } from 'next/server';
import { adminRoute } from '@/lib/auth/admin-route';
import { jsonError } from '@/lib/http/respond';
import { startTwoFactorSetup } from '@/lib/own-data/accounts/two-factor';

/** A new key to scan ({ key, qrSvg }); two-factor stays off until a code confirms it. */
export const POST = adminRoute('account', async ({ account }) => {
  const setup = await startTwoFactorSetup(account);
  if (!setup) return jsonError(409, 'Two-factor sign-in is already on.');
  return NextResponse.json(setup);
});
