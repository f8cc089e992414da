// How many rows the backup asks its cursor for at a time. Each FETCH is a round trip (through
// the worker's socket in embedded mode), so a narrow table (a million visits of ~100 bytes) wants
// thousands of rows a trip, while a table of CVs (up to 10 MB a row as hex) wants a few: the size
// follows the bytes the last batch held, aiming at about a megabyte a batch.

// Small, because the first batch of a table of CVs could otherwise hold a gigabyte.
export const FIRST_FETCH_ROWS = 10;
export const MAX_FETCH_ROWS = 10_000;
/** The batch's characters the size aims at: a megabyte, a few times a pipe's buffers. */
export const FETCH_TARGET_CHARS = 1_000_000;

/** The next FETCH's row count after a batch of `rows` rows holding `chars` characters. */
export function nextFetchRows(rows: number, chars: number): number {
  if (rows === 0) return FIRST_FETCH_ROWS;
  const perRow = Math.max(1, chars / rows);
  return Math.max(1, Math.min(MAX_FETCH_ROWS, Math.floor(FETCH_TARGET_CHARS / perRow)));
}
