import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJobInput } from '@/lib/forms/job-input';
import { jobCopyParts } from '@/lib/domain/job';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { editJob } from '@/lib/jobs/edit-job';
import { removeJob } from '@/lib/jobs/remove-job';

export const GET = adminDoor<{ id: string }>('jobs', async ({ params }) => {
  const backend = await getBackend();
  const job = await backend.getJob(parseId(params.id));
  return job ? NextResponse.json(job) : jsonError(404, 'Job not found');
});

export const PATCH = adminDoor<{ id: string }>('jobs', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const parsed = await readJobInput(request);
  if (!parsed.success) return invalidInput(parsed.error);
  await refuseFailedChecks(jobCopyParts(parsed.data));
  return NextResponse.json(await editJob(account, id, parsed.data));
});

export const DELETE = adminDoor<{ id: string }>('jobs', async ({ params, account }) => {
  await removeJob(account, parseId(params.id));
  return new Response(null, { status: 204 });
});
