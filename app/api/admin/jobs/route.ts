import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parsePage } from '@/lib/doors/params';
import { readJobInput } from '@/lib/forms/job-input';
import { jobCopyParts } from '@/lib/domain/job';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';
import { invalidInput } from '@/lib/http/respond';
import { postJob } from '@/lib/jobs/post-job';

export const GET = adminDoor('jobs', async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(await backend.listJobs(parsePage(request)));
});

export const POST = adminDoor('jobs', async ({ request, account }) => {
  const parsed = await readJobInput(request);
  if (!parsed.success) return invalidInput(parsed.error);
  await refuseFailedChecks(jobCopyParts(parsed.data));
  return NextResponse.json(await postJob(account, parsed.data), { status: 201 });
});
