import { activityCsv, exportFileName } from '@/lib/admin/csv-exports';
import { csvResponse } from '@/lib/admin/csv-response';
import { adminDoor } from '@/lib/doors/admin-door';
import { invalidInput } from '@/lib/http/respond';
import { allActivity } from '@/lib/own-data/activity/list';
import { recordActivity } from '@/lib/own-data/activity/record';
import { parseActivityQuery } from '../query';

// The screen's filters carry over, so what is exported is what the list shows.
export const GET = adminDoor('activity', async ({ request, account }) => {
  const parsed = parseActivityQuery(request);
  if (!parsed.success) return invalidInput(parsed.error);
  const entries = await allActivity(parsed.data);
  await recordActivity(account, { kind: 'export', summary: 'Exported the activity log' });
  return csvResponse(exportFileName('activity', true), activityCsv(entries));
});
