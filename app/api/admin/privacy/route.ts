import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { findPerson, toFinding } from '@/lib/privacy/find-person';
import { findInputSchema, type Finding } from '@/lib/privacy/schema';
import { privacyStores } from '@/lib/privacy/stores';

/**
 * { email }: what is held about that address, grouped by kind, as little of it as recognises
 * it. A POST, so the address is never in a URL (access logs, browser history).
 */
export const POST = adminDoor('privacy', async ({ request }) => {
  const parsed = findInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const data = await findPerson(await privacyStores(), parsed.data.email);
  return NextResponse.json(toFinding(data) satisfies Finding);
});
