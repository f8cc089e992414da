import { NextResponse } from 'next/server';
import { countNewApplications } from '@/lib/applications/store';
import { getBackend } from '@/lib/backend';
import { collectStats } from '@/lib/collect-stats';
import { adminRoute } from '@/lib/http/admin-route';

/** The dashboard's figures and the sidebar's newest unreplied message. */
export const GET = adminRoute(async () => {
  const stats = await collectStats({ backend: await getBackend(), countNewApplications });
  return NextResponse.json(stats);
});
