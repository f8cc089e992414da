import 'server-only';
import type { SitePageScheduleRow } from '@/lib/own-data/db/schema';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import {
  claimDueSchedules,
  failSchedule,
  publishScheduled,
} from '@/lib/own-data/pages/page-schedules';
import { outsideRequest } from '@/lib/freshness/expire';
import { editablePage } from './editable-pages';
import { checkedCopy, publishChecked, validCopy } from './page-publish';
import { originalOf } from './page-writes';

/** One claimed schedule published as its author would have by pressing "Publish" then. */
async function publishOne(row: SitePageScheduleRow): Promise<number | null> {
  const page = await editablePage(row.pageKey);
  if (!page) throw new Error('the page no longer exists');
  // Checked again: what was valid when scheduled (a service's address free) may not be now.
  const content = await checkedCopy(page, validCopy(page, row.content));
  const actor = { id: row.accountId, name: row.actorName, email: row.actorEmail };
  return publishChecked(
    page,
    content,
    actor,
    () => publishScheduled(row, originalOf(page)),
    (version) => `Published version ${version} as scheduled`,
  );
}

/**
 * Publishes every page whose scheduled time has come, each once: claimed in the database first
 * (lib/own-data/pages/page-schedules.ts), so several instances never publish one twice. A failure
 * is kept with its reason and retried after a backoff. Runs outside any request: the page's tags
 * expire through the cache handler's hook here and the shared table for the other instances.
 * Returns the versions published, by page key.
 */
export function publishDuePages(): Promise<Map<string, number>> {
  return outsideRequest(async () => {
    const db = await ownDatabase();
    const published = new Map<string, number>();
    for (const row of await claimDueSchedules(db)) {
      try {
        const version = await publishOne(row);
        if (version !== null) published.set(row.pageKey, version);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[pages] scheduled ${row.pageKey} to be retried: ${reason}`);
        await failSchedule(db, row, reason);
      }
    }
    return published;
  });
}
