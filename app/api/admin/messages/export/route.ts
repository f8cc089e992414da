import { getBackend } from '@/lib/backend';
import { MESSAGE_COLUMNS } from '@/lib/csv-export/csv-exports';
import { streamedCsvResponse } from '@/lib/csv-export/csv-response';
import { openMessagesExport } from '@/lib/csv-export/csv-sources';
import { adminDoor } from '@/lib/doors/admin-door';

export const GET = adminDoor('messages', async ({ request, account }) =>
  streamedCsvResponse({
    request,
    account,
    list: 'messages',
    columns: MESSAGE_COLUMNS,
    open: async () => openMessagesExport(await getBackend()),
    summary: 'Exported the messages',
  }),
);
