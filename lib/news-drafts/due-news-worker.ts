import 'server-only';
import { env } from '@/lib/config/env';
import { postDueNews } from './post-due-news';

// Route handlers and the instrumentation hook are separate bundles: the worker's state lives on
// globalThis, so each process runs one.
const holder = globalThis as unknown as { __dueNewsWorker?: { running: boolean } };

async function look(): Promise<void> {
  const state = holder.__dueNewsWorker;
  if (!state || state.running) return;
  state.running = true;
  try {
    await postDueNews();
  } catch (error) {
    console.error('[news] scheduled posts:', error instanceof Error ? error.message : error);
  } finally {
    state.running = false;
  }
}

/**
 * Looks for due scheduled posts at start and every NEWS_SCHEDULE_POLL_SECONDS (15 by default)
 * on every instance, like the outbox's sender: a post goes out within that time of being due.
 */
export function startDueNewsWorker(): void {
  if (holder.__dueNewsWorker) return;
  holder.__dueNewsWorker = { running: false };
  void look();
  setInterval(() => void look(), env().NEWS_SCHEDULE_POLL_SECONDS * 1000).unref();
}
