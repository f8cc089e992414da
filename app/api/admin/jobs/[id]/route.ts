import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJobInput } from '@/lib/forms/job-input';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { expireJobs } from '@/lib/site/cache/expire';
import { recordActivity } from '@/lib/own-data/activity/record';

export const GET = adminDoor<{ id: string }>('jobs', async ({ params }) => {
  const backend = await getBackend();
  const job = await backend.getJob(parseId(params.id));
  return job ? NextResponse.json(job) : jsonError(404, 'Job not found');
});

export const PATCH = adminDoor<{ id: string }>('jobs', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const parsed = await readJobInput(request);
  if (!parsed.success) return invalidInput(parsed.error);
  const backend = await getBackend();
  const job = await backend.updateJob(id, parsed.data);
  await expireJobs();
  const entry = { kind: 'job', summary: 'Edited a job', itemId: id } as const;
  await recordActivity(account, { ...entry, itemTitle: job.title });
  return NextResponse.json(job);
});

export const DELETE = adminDoor<{ id: string }>('jobs', async ({ params, account }) => {
  const id = parseId(params.id);
  const backend = await getBackend();
  // Its title, for the activity log: read first, as nothing is left to read after.
  const title = await backend.getJob(id).then(
    (job) => job?.title ?? null,
    () => null,
  );
  await backend.removeJob(id);
  await expireJobs();
  const entry = { kind: 'removal', summary: 'Removed a job', itemId: id } as const;
  await recordActivity(account, { ...entry, itemTitle: title });
  return new Response(null, { status: 204 });
});
