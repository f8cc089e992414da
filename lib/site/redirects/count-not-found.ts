import 'server-only';
import { isLoggablePath } from '@/lib/domain/redirect';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { NOT_FOUND_LOG_CAP, recordNotFound } from '@/lib/own-data/redirects/not-found-log';

const FLUSH_MS = 2_000;
const pending = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;

/** Writes what was counted since the last time: one upsert per path, however many hits. */
export async function flushNotFound(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const counted = [...pending];
  pending.clear();
  if (counted.length === 0) return;
  try {
    const db = await ownDatabase();
    for (const [path, hits] of counted) await recordNotFound(db, path, { hits });
  } catch (error) {
    console.error('[not found log]', error instanceof Error ? error.message : error);
  }
}

// What is still counted when the server stops is written before the database closes (the
// hooks run in order; scripts/server-preload.cjs).
const holder = globalThis as unknown as { __shutdownHooks?: (() => Promise<void>)[] };
holder.__shutdownHooks?.unshift(flushNotFound);

/**
 * One 404 of `path` for the Not found log. Counted in memory and written every 2 s: a flood of
 * 404s costs the database one upsert per path and interval, never one per request. At most as
 * many new paths wait as the log keeps.
 */
export function countNotFound(path: string): void {
  if (!isLoggablePath(path)) return;
  if (!pending.has(path) && pending.size >= NOT_FOUND_LOG_CAP) return;
  pending.set(path, (pending.get(path) ?? 0) + 1);
  timer ??= setTimeout(() => void flushNotFound(), FLUSH_MS).unref();
}
