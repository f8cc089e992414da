import 'server-only';
import { recordActivity, type Actor, type ActivityEntry } from '@/lib/own-data/activity/record';
import { expireJobs } from '@/lib/freshness/expire';

/**
 * What follows every change of the jobs, declared once: the careers pages and the home page's
 * openings regenerated on every instance, then the change in the activity log.
 */
export async function afterJobChange(actor: Actor, entry: ActivityEntry): Promise<void> {
  await expireJobs();
  await recordActivity(actor, entry);
}
