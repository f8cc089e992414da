import 'server-only';
import { recordActivity, type Actor, type ActivityEntry } from '@/lib/own-data/activity/record';
import { expireNews } from '@/lib/freshness/expire';

/**
 * What follows every change of the published news from the back office, declared once: the
 * news pages and the home page's latest news regenerated on every instance, then the change in
 * the activity log.
 */
export async function afterNewsChange(actor: Actor, entry: ActivityEntry): Promise<void> {
  await expireNews();
  await recordActivity(actor, entry);
}
