import { applicationsQuerySchema } from '@/lib/domain/application';
import { APPLICATION_COLUMNS } from '@/lib/csv-export/csv-exports';
import { streamedCsvResponse } from '@/lib/csv-export/csv-response';
import { openApplicationsExport } from '@/lib/csv-export/csv-sources';
import { adminDoor } from '@/lib/doors/admin-door';
import { invalidInput } from '@/lib/http/respond';

const exportQuerySchema = applicationsQuerySchema.pick({ job: true });

// The screen's ?job= filter carries over, so what is exported is what the list shows.
export const GET = adminDoor('applications', async ({ request, account }) => {
  const parsed = exportQuerySchema.safeParse({
    job: request.nextUrl.searchParams.get('job') ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  return streamedCsvResponse({
    request,
    account,
    list: 'applications',
    columns: APPLICATION_COLUMNS,
    open: () => openApplicationsExport(parsed.data.job),
    summary: 'Exported the applications',
  });
});
