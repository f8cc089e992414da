import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { erasePersonalData } from '@/lib/privacy/erase-personal-data';
import { eraseInputSchema } from '@/lib/privacy/schema';

/**
 * { email, confirmation }: removes everything held about the address once the confirmation
 * repeats it; answers the recorded request ("partial" when the firm's API kept something).
 */
export const POST = adminDoor('privacy', async ({ request, account }) => {
  const parsed = eraseInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  return NextResponse.json({ request: await erasePersonalData(account, parsed.data.email) });
});
