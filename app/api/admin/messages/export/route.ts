import { getBackend } from '@/lib/backend';
import { exportFileName, messagesCsv, readEveryPage } from '@/lib/admin/csv-exports';
import { adminDoor } from '@/lib/doors/admin-door';
import { csvResponse } from '@/lib/admin/csv-response';
import { leadSourcesOf } from '@/lib/own-data/leads/source-store';
import { recordActivity } from '@/lib/own-data/activity/record';

export const GET = adminDoor('messages', async ({ account }) => {
  const backend = await getBackend();
  const { items, complete } = await readEveryPage((page) => backend.listMessages(page));
  // A message that arrives mid-read pushes the one before it onto the next page: list it once.
  const unique = [...new Map(items.map((message) => [message.id, message])).values()];
  const sources = await leadSourcesOf(
    'message',
    unique.map((message) => message.id),
  );
  await recordActivity(account, { kind: 'export', summary: 'Exported the messages' });
  return csvResponse(exportFileName('messages', complete), messagesCsv(unique, sources));
});
