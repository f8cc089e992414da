import { NextResponse } from 'next/server';
import { adminRoute } from '@/lib/auth/admin-route';
import { invalidInput } from '@/lib/http/respond';
import { findPerson, toFinding } from '@/lib/privacy/find-person';
import { findQuerySchema, type Finding } from '@/lib/privacy/schema';
import { privacyStores } from '@/lib/privacy/stores';

/** ?email=: what is held about that address, grouped by kind, as little of it as recognises it. */
export const GET = adminRoute(async ({ request }) => {
  const parsed = findQuerySchema.safeParse({
    email: request.nextUrl.searchParams.get('email') ?? '',
  });
  if (!parsed.success) return invalidInput(parsed.error);
  const data = await findPerson(await privacyStores(), parsed.data.email);
  return NextResponse.json(toFinding(data) satisfies Finding);
});
