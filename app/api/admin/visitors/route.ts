import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminRoute, parsePage } from '@/lib/auth/admin-route';

export const GET = adminRoute('visitors', async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(await backend.listVisitors(parsePage(request)));
});
