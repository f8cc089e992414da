import { getBackend } from '@/lib/backend';
import { VISITOR_COLUMNS } from '@/lib/admin/csv-exports';
import { streamedCsvResponse } from '@/lib/admin/csv-response';
import { openVisitorsExport } from '@/lib/admin/csv-sources';
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
