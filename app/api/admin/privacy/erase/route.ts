import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { erasePerson } from '@/lib/privacy/erase-person';
import { eraseInputSchema } from '@/lib/privacy/schema';
import { privacyStores } from '@/lib/privacy/stores';
import { recordActivity } from '@/lib/own-data/activity/record';

/**
 * { email, confirmation }: removes everything held about the address once the confirmation
 * repeats it; answers the recorded request ("partial" when the firm's API kept something).
 */
export const POST = adminDoor('privacy', async ({ request, account }) => {
  const parsed = eraseInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const recorded = await erasePerson(await privacyStores(), parsed.data.email);
  await recordActivity(account, {
    kind: 'removal',
    summary: "Erased one person's data",
    itemId: recorded.id,
    itemTitle: 'Privacy request',
  });
  return NextResponse.json({ request: recorded });
});
