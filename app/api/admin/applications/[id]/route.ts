import { NextResponse } from 'next/server';
import { applicationUpdateSchema } from '@/lib/domain/application';
import { removeApplication, setApplicationStatus } from '@/lib/applications/store';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { STATUS_LABELS } from '@/lib/domain/application';
import { recordActivity } from '@/lib/own-data/activity/record';

const NOT_FOUND = 'Application not found';

export const PATCH = adminDoor<{ id: string }>(
  'applications',
  async ({ request, params, account }) => {
    const id = parseId(params.id);
    const parsed = applicationUpdateSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidInput(parsed.error);
    const application = await setApplicationStatus(id, parsed.data.status);
    if (!application) return jsonError(404, NOT_FOUND);
    await recordActivity(account, {
      kind: 'application-status',
      summary: `Marked an application ${STATUS_LABELS[application.status]}`,
      itemId: id,
      // The job, not the applicant: the log keeps no applicant's name (docs/personal-data.md).
      itemTitle: application.job_title,
    });
    return NextResponse.json(application);
  },
);

export const DELETE = adminDoor<{ id: string }>('applications', async ({ params, account }) => {
  const id = parseId(params.id);
  const removed = await removeApplication(id);
  if (removed === null) return jsonError(404, NOT_FOUND);
  const entry = { kind: 'removal', summary: 'Removed an application', itemId: id } as const;
  await recordActivity(account, { ...entry, itemTitle: removed });
  return new Response(null, { status: 204 });
});
