import { getBackend } from '@/lib/backend';
import { exportFileName, readEveryPage, visitorsCsv } from '@/lib/admin/csv-exports';
import { adminDoor } from '@/lib/doors/admin-door';
import { csvResponse } from '@/lib/admin/csv-response';
import { recordActivity } from '@/lib/own-data/activity/record';

export const GET = adminDoor('visitors', async ({ account }) => {
  const backend = await getBackend();
  const { items, complete } = await readEveryPage((page) => backend.listVisitors(page));
  await recordActivity(account, { kind: 'export', summary: 'Exported the site visitors' });
  return csvResponse(exportFileName('visitors', complete), visitorsCsv(items));
});
