import 'server-only';
import { env } from '@/lib/config/env';
import { startPoller } from '@/lib/own-data/queue/poller';
import { publishDuePages } from './publish-due-pages';

/**
 * Looks for pages whose scheduled time has come, at start and as often as for scheduled news
 * (NEWS_SCHEDULE_POLL_SECONDS, 15 by default), on every instance like the outbox's sender.
 */
export function startDuePagesWorker(): void {
  startPoller('pages', env().NEWS_SCHEDULE_POLL_SECONDS * 1000, async () => {
    await publishDuePages();
  });
}
