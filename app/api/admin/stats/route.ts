import { NextResponse } from 'next/server';
import { countNewApplications } from '@/lib/applications/store';
import { getBackend } from '@/lib/backend';
import { collectStats } from '@/lib/dashboard/collect-stats';
import { adminDoor } from '@/lib/doors/admin-door';
import { can } from '@/lib/accounts/roles';
import { readMessageIds } from '@/lib/own-data/read-state';
import { CHART_DAYS } from '@/lib/dashboard/admin-stats';
import { enquiriesBySource } from '@/lib/own-data/leads/source-store';
import { outboxStatus } from '@/lib/mail/outbox';
import { backupStatus } from '@/lib/backup/backup-record';

/** The dashboard's figures, the sidebar's unread count and its newest unreplied message. */
export const GET = adminDoor('dashboard', async ({ account }) => {
  const backend = await getBackend();
  const stats = await collectStats({
    backend,
    countNewApplications,
    readMessageIds,
    outboxStatus: () => outboxStatus(),
    enquiriesBySource: () => enquiriesBySource(CHART_DAYS),
    backupStatus,
    allows: (permission) => can(account.role, permission),
  });
  return NextResponse.json(stats);
});
