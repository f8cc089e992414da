import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Job, JobInput } from '@/lib/domain/job';
import type { Actor } from '@/lib/own-data/activity/record';
import { afterJobChange } from './after-job-change';

/** "Save" in a job's editor. */
export async function editJob(actor: Actor, id: number, input: JobInput): Promise<Job> {
  const job = await (await getBackend()).updateJob(id, input);
  const entry = { kind: 'job', summary: 'Edited a job', itemId: id } as const;
  await afterJobChange(actor, { ...entry, itemTitle: job.title });
  return job;
}
