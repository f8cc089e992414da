import { NextResponse } from 'next/server';
import { countNewApplications } from '@/lib/applications/store';
import { getBackend } from '@/lib/backend';
import { collectStats } from '@/lib/collect-stats';
import { adminRoute } from '@/lib/http/admin-route';
import { readMessageIds } from '@/lib/inbox/read-state';
import { CHART_DAYS } from '@/lib/admin-stats';
import { enquiriesBySource } from '@/lib/leads/source-store';
import { outboxStatus } from '@/lib/mail/outbox';

/** The dashboard's figures, the sidebar's unread count and its newest unreplied message. */
export const GET = adminRoute(async () => {
  const backend = await getBackend();
  const stats = await collectStats({
    backend,
    countNewApplications,
    readMessageIds,
    outboxStatus: () => outboxStatus(),
    enquiriesBySource: () => enquiriesBySource(CHART_DAYS),
  });
  return NextResponse.json(stats);
});
