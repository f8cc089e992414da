import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Job, JobInput } from '@/lib/domain/job';
import type { Actor } from '@/lib/own-data/activity/record';
import { afterJobChange } from './after-job-change';

/** "Post job" on the Jobs screen. */
export async function postJob(actor: Actor, input: JobInput): Promise<Job> {
  const job = await (await getBackend()).createJob(input);
  const entry = { kind: 'job', summary: 'Posted a job', itemId: job.id } as const;
  await afterJobChange(actor, { ...entry, itemTitle: job.title });
  return job;
}
