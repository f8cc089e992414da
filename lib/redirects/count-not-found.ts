import 'server-only';
import { isLoggablePath } from '@/lib/domain/redirect';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import {
  loggedNotFoundPaths,
  NOT_FOUND_LOG_CAP,
  recordNotFoundBatch,
} from '@/lib/own-data/redirects/not-found-log';

const FLUSH_MS = 2_000;

/**
 * New paths (neither in the log nor waiting to be written) taken per flush interval, from
 * everyone. A firm's site sees a handful of distinct missing addresses an hour (old links,
 * misspellings), so 100 in 2 s is far above anything real, while a flood of random 404s adds at
 * most 50 rows a second: each flush stays one statement of at most NOT_FOUND_LOG_CAP + 100 rows,
 * and only the log's paths seen once churn (a path seen twice outranks every one of them).
 */
export const NEW_PATHS_PER_INTERVAL = 100;
/**
 * New paths taken per flush interval from one client address. A person following broken links,
 * or a crawler with an old sitemap, meets a few distinct missing addresses in 2 s; 10 is more,
 * and one address can take no more than a tenth of an interval's new paths.
 */
export const NEW_PATHS_PER_CLIENT = 10;
/** What waits in memory at most: every path of the log, and one interval's new ones. */
const PENDING_CAP = NOT_FOUND_LOG_CAP + NEW_PATHS_PER_INTERVAL;
/** A client's address as a key: longer ones are cut (the header is the client's words). */
const CLIENT_KEY_LENGTH = 64;

/** Hits counted since the batch being written was taken, by path. */
const pending = new Map<string, number>();
/** The paths the log held at its last write (or first read), and those being written. */
let known = new Set<string>();
let knownRead: Promise<void> | undefined;
/** New paths taken since the last batch was taken: in all, and by client. */
let newTaken = 0;
const newByClient = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;
/** The flush writing now, and the one waiting for it (never more than one of each). */
let writing: Promise<void> | undefined;
let waiting: Promise<void> | undefined;

function logError(error: unknown) {
  console.error('[not found log]', error instanceof Error ? error.message : error);
}

/** What the log holds, read once: until a first write, its paths are known all the same. */
function readKnownOnce() {
  knownRead ??= (async () => {
    try {
      for (const path of await loggedNotFoundPaths(await ownDatabase())) known.add(path);
    } catch (error) {
      logError(error);
    }
  })();
}

/** Takes what was counted as a batch, writes it in two statements, and learns what is logged. */
async function writeBatch(): Promise<void> {
  const batch = [...pending];
  pending.clear();
  newTaken = 0;
  newByClient.clear();
  if (batch.length === 0) return;
  const fresh = batch.map(([path]) => path).filter((path) => !known.has(path));
  // Being written: counted again meanwhile, they are known.
  for (const path of fresh) known.add(path);
  try {
    known = new Set(await recordNotFoundBatch(await ownDatabase(), batch));
  } catch (error) {
    for (const path of fresh) known.delete(path);
    logError(error);
  }
}

/**
 * Writes what was counted since the last time: one statement for the whole batch, one for the
 * trim. One flush writes at a time: one asked for (or come due) while another writes waits for
 * it, then writes whatever was counted meanwhile; asked again while it waits, it is the same
 * flush.
 */
export function flushNotFound(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (!writing) {
    writing = writeBatch().finally(() => {
      writing = undefined;
    });
    return writing;
  }
  waiting ??= writing.then(() => {
    waiting = undefined;
    return flushNotFound();
  });
  return waiting;
}

// What is still counted when the server stops is written before the database closes (the
// hooks run in order; scripts/server-preload.cjs).
const holder = globalThis as unknown as { __shutdownHooks?: (() => Promise<void>)[] };
holder.__shutdownHooks?.unshift(flushNotFound);

/**
 * One 404 of `path` for the Not found log, asked for by `client` (its address; '' when not
 * known). Counted in memory and written every 2 s, never on a visit's time: a flood of 404s
 * costs the database two statements per interval, never one per request or per path. A path the
 * log holds, or already counted in this interval, is always counted; a new one is taken only
 * while the interval has room for it (NEW_PATHS_PER_INTERVAL) and its client too
 * (NEW_PATHS_PER_CLIENT), so random addresses neither grow what waits nor push the real ones out.
 */
export function countNotFound(path: string, client = ''): void {
  if (!isLoggablePath(path)) return;
  readKnownOnce();
  const hits = pending.get(path);
  if (hits === undefined) {
    if (pending.size >= PENDING_CAP) return;
    if (!known.has(path)) {
      const key = client.slice(0, CLIENT_KEY_LENGTH);
      const byClient = newByClient.get(key) ?? 0;
      if (newTaken >= NEW_PATHS_PER_INTERVAL || byClient >= NEW_PATHS_PER_CLIENT) return;
      newTaken += 1;
      newByClient.set(key, byClient + 1);
    }
  }
  pending.set(path, (hits ?? 0) + 1);
  timer ??= setTimeout(() => void flushNotFound(), FLUSH_MS).unref();
}
