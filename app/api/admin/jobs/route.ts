import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parsePage } from '@/lib/doors/params';
import { readJobInput } from '@/lib/forms/job-input';
import { invalidInput } from '@/lib/http/respond';
import { expireJobs } from '@/lib/site/cache/expire';
import { recordActivity } from '@/lib/own-data/activity/record';

export const GET = adminDoor('jobs', async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(await backend.listJobs(parsePage(request)));
});

export const POST = adminDoor('jobs', async ({ request, account }) => {
  const parsed = await readJobInput(request);
  if (!parsed.success) return invalidInput(parsed.error);
  const backend = await getBackend();
  const job = await backend.createJob(parsed.data);
  await expireJobs();
  const entry = { kind: 'job', summary: 'Posted a job', itemId: job.id } as const;
  await recordActivity(account, { ...entry, itemTitle: job.title });
  return NextResponse.json(job, { status: 201 });
});
