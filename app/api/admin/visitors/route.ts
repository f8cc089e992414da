import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parsePage } from '@/lib/doors/params';

export const GET = adminDoor('visitors', async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(await backend.listVisitors(parsePage(request)));
});
