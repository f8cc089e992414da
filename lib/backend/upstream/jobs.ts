import 'server-only';
import type { Job, JobInput } from '@/lib/domain/job';
import type { Page } from '@/lib/domain/paging';
import { expectOk, parseAnswer, type UpstreamClient } from './client';
import { readPage } from './paging';
import { reshapeJob } from './reshape';
import { rawJobSchema } from './schemas';

const JOBS = '/api/jobs/update/jobs/';

/** Exactly the four JSON fields of docs/spec.md section 7, in its order. */
const jobBody = ({ end_date, title, description, requirements }: JobInput) => ({
  end_date,
  title,
  description,
  requirements,
});

export function listJobs(client: UpstreamClient, page: number): Promise<Page<Job>> {
  return readPage(client, page, {
    path: JOBS,
    item: rawJobSchema,
    reshape: reshapeJob,
    what: 'Job',
  });
}

export async function getJob(client: UpstreamClient, id: number): Promise<Job | null> {
  const answer = await client.send('GET', client.url(`${JOBS}${id}/`));
  if (answer.status === 404) return null;
  return reshapeJob(parseAnswer(rawJobSchema, expectOk(answer, 'Job')));
}

export async function createJob(client: UpstreamClient, input: JobInput): Promise<Job> {
  const answer = await client.send('POST', client.url(JOBS), { json: jobBody(input) });
  return reshapeJob(parseAnswer(rawJobSchema, expectOk(answer, 'Job')));
}

export async function updateJob(client: UpstreamClient, id: number, input: JobInput): Promise<Job> {
  const answer = await client.send('PATCH', client.url(`${JOBS}${id}/`), { json: jobBody(input) });
  return reshapeJob(parseAnswer(rawJobSchema, expectOk(answer, 'Job')));
}

export async function removeJob(client: UpstreamClient, id: number): Promise<void> {
  expectOk(await client.send('DELETE', client.url(`${JOBS}${id}/`)), 'Job');
}
