import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Actor } from '@/lib/own-data/activity/record';
import { afterJobChange } from './after-job-change';

/** "Remove" on the Jobs screen. */
export async function removeJob(actor: Actor, id: number): Promise<void> {
  const backend = await getBackend();
  // Its title, for the activity log: read first, as nothing is left to read after.
  const title = await backend.getJob(id).then(
    (job) => job?.title ?? null,
    () => null,
  );
  await backend.removeJob(id);
  const entry = { kind: 'removal', summary: 'Removed a job', itemId: id } as const;
  await afterJobChange(actor, { ...entry, itemTitle: title });
}
