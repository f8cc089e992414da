import { ACTIVITY_COLUMNS } from '@/lib/csv-export/csv-exports';
import { streamedCsvResponse } from '@/lib/csv-export/csv-response';
import { openActivityExport } from '@/lib/csv-export/csv-sources';
import { adminDoor } from '@/lib/doors/admin-door';
import { invalidInput } from '@/lib/http/respond';
import { parseActivityQuery } from '../query';

// The screen's filters carry over, so what is exported is what the list shows.
export const GET = adminDoor('activity', async ({ request, account }) => {
  const parsed = parseActivityQuery(request);
  if (!parsed.success) return invalidInput(parsed.error);
  return streamedCsvResponse({
    request,
    account,
    list: 'activity',
    columns: ACTIVITY_COLUMNS,
    open: () => openActivityExport(parsed.data),
    summary: 'Exported the activity log',
  });
});
