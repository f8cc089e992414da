import { applicationsQuerySchema } from '@/lib/domain/application';
import { allApplications } from '@/lib/applications/store';
import { applicationsCsv, exportFileName } from '@/lib/admin/csv-exports';
import { adminDoor } from '@/lib/doors/admin-door';
import { csvResponse } from '@/lib/admin/csv-response';
import { invalidInput } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';

const exportQuerySchema = applicationsQuerySchema.pick({ job: true });

// The screen's ?job= filter carries over, so what is exported is what the list shows.
export const GET = adminDoor('applications', async ({ request, account }) => {
  const parsed = exportQuerySchema.safeParse({
    job: request.nextUrl.searchParams.get('job') ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  const stem = parsed.data.job ? `applications-job-${parsed.data.job}` : 'applications';
  await recordActivity(account, { kind: 'export', summary: 'Exported the applications' });
  return csvResponse(
    exportFileName(stem, true),
    applicationsCsv(await allApplications(parsed.data.job)),
  );
});
