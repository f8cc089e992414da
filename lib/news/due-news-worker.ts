import 'server-only';
import { env } from '@/lib/config/env';
import { startPoller } from '@/lib/own-data/queue/poller';
import { postDueNews } from './post-due-news';

/**
 * Looks for due scheduled posts at start and every NEWS_SCHEDULE_POLL_SECONDS (15 by default)
 * on every instance, like the outbox's sender: a post goes out within that time of being due.
 */
export function startDueNewsWorker(): void {
  startPoller('news', env().NEWS_SCHEDULE_POLL_SECONDS * 1000, async () => {
    await postDueNews();
  });
}
