import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { invalidInput } from '@/lib/http/respond';
import { listActivity } from '@/lib/own-data/activity/list';
import { parseActivityQuery } from './query';

// The owner's view of who did what (permission 'activity').
export const GET = adminDoor('activity', async ({ request }) => {
  const parsed = parseActivityQuery(request);
  if (!parsed.success) return invalidInput(parsed.error);
  return NextResponse.json(await listActivity(parsed.data));
});
