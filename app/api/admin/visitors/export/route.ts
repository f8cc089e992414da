import { getBackend } from '@/lib/backend';
import { exportFileName, readEveryPage, visitorsCsv } from '@/lib/csv-exports';
import { adminRoute } from '@/lib/http/admin-route';
import { csvResponse } from '@/lib/http/csv-response';

export const GET = adminRoute(async () => {
  const backend = await getBackend();
  const { items, complete } = await readEveryPage((page) => backend.listVisitors(page));
  return csvResponse(exportFileName('visitors', complete), visitorsCsv(items));
});
