// One export of a list at a time per account, in this process. Pure.

/**
 * Why refuse rather than queue or run both: a second request for the same file while the first
 * is still being written is nearly always a second click (or a retry of a download the browser
 * still shows as running), and running both doubles the reads for one file. Answered 429 with a
 * Retry-After, as Stripe answers a request that would contend for an object already being worked
 * on and GitHub its limit on concurrent requests: the refusal is about this caller's work in
 * flight (retry once it is done), not a conflict with the list's state, which 409 would claim.
 */
export const EXPORT_RUNNING_MESSAGE =
  'An export of this list is already being prepared; try again when it has downloaded.';
/** Seconds a refused caller is told to wait (an export of a year's rows takes about that). */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/**
 * An export whose stream has not been read from for this long is taken as abandoned (a response
 * dropped unread, never cancelled), so a lost release cannot refuse the account's exports for
 * good; a client still reading, however slowly, keeps it.
 */
export const EXPORT_IDLE_MS = 60_000;

export type ExportClaim = {
  /** The stream was read from: the export is alive. */
  touch(): void;
  /** Done, failed or cancelled; idempotent. */
  release(): void;
};

const running = new Map<string, { touched: number }>();

/** The claim on `list`'s export for `accountId`, or null when one is already running. */
export function claimExport(
  accountId: number,
  list: string,
  now: () => number = Date.now,
): ExportClaim | null {
  const key = `${accountId}:${list}`;
  const held = running.get(key);
  if (held && now() - held.touched < EXPORT_IDLE_MS) return null;
  const mine = { touched: now() };
  running.set(key, mine);
  return {
    touch: () => {
      mine.touched = now();
    },
    release: () => {
      if (running.get(key) === mine) running.delete(key);
    },
  };
}
