import { getBackend } from '@/lib/backend';
import { VISITOR_COLUMNS } from '@/lib/csv-export/csv-exports';
import { streamedCsvResponse } from '@/lib/csv-export/csv-response';
import { openVisitorsExport } from '@/lib/csv-export/csv-sources';
import { adminDoor } from '@/lib/doors/admin-door';

export const GET = adminDoor('visitors', async ({ request, account }) =>
  streamedCsvResponse({
    request,
    account,
    list: 'visitors',
    columns: VISITOR_COLUMNS,
    open: async () => openVisitorsExport(await getBackend()),
    summary: 'Exported the site visitors',
  }),
);
