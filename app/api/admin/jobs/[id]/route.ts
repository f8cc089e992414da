import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminRoute, parseId } from '@/lib/auth/admin-route';
import { readJobInput } from '@/lib/forms/job-input';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { expireJobs } from '@/lib/site/cache/expire';

export const GET = adminRoute<{ id: string }>('jobs', async ({ params }) => {
  const backend = await getBackend();
  const job = await backend.getJob(parseId(params.id));
  return job ? NextResponse.json(job) : jsonError(404, 'Job not found');
});

export const PATCH = adminRoute<{ id: string }>('jobs', async ({ request, params }) => {
  const id = parseId(params.id);
  const parsed = await readJobInput(request);
  if (!parsed.success) return invalidInput(parsed.error);
  const backend = await getBackend();
  const job = await backend.updateJob(id, parsed.data);
  await expireJobs();
  return NextResponse.json(job);
});

export const DELETE = adminRoute<{ id: string }>('jobs', async ({ params }) => {
  const backend = await getBackend();
  await backend.removeJob(parseId(params.id));
  await expireJobs();
  return new Response(null, { status: 204 });
});
