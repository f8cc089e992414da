import { getBackend } from '@/lib/backend';
import { exportFileName, readEveryPage, visitorsCsv } from '@/lib/admin/csv-exports';
import { adminRoute } from '@/lib/auth/admin-route';
import { csvResponse } from '@/lib/admin/csv-response';

export const GET = adminRoute('visitors', async () => {
  const backend = await getBackend();
  const { items, complete } = await readEveryPage((page) => backend.listVisitors(page));
  return csvResponse(exportFileName('visitors', complete), visitorsCsv(items));
});
