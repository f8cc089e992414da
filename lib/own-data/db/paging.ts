import { PAGE_SIZE, type Page } from '@/lib/domain/paging';

// Pages read from this product's database, in the API's shape ({ results, count, next,
// previous }, PAGE_SIZE to a page): the embedded Backend and the own-data stores both page so.

/** How many rows come before `page` (1-based). */
export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;

/** One page of `count` rows, with the neighbouring page numbers or null. */
export function toPage<T>(results: T[], count: number, page: number): Page<T> {
  return {
    results,
    count,
    next: page * PAGE_SIZE < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  };
}

/**
 * Which rows of a list a page is, read from the end nearer to it: `offset` rows skipped and
 * `limit` read in the list's order, or (`reversed`) in the opposite order, to be turned round.
 */
export type PageSlice = { offset: number; limit: number; reversed: boolean };

/**
 * One page, counted first: a page past the end (the doors accept up to page 100,000, an OFFSET
 * of 999,990) is answered from the count alone, instead of walking every row to skip them; a page
 * in the back half is read from the other end (the last page of a million visits skips nine
 * rows, not 999,990), so the dearest page is the middle one.
 */
export async function readPage<T>(
  page: number,
  count: () => Promise<number>,
  rows: (slice: PageSlice) => Promise<T[]>,
): Promise<Page<T>> {
  const total = await count();
  const offset = offsetOf(page);
  if (offset >= total) return toPage([], total, page);
  const limit = Math.min(PAGE_SIZE, total - offset);
  const fromEnd = total - offset - limit;
  const results =
    fromEnd < offset
      ? (await rows({ offset: fromEnd, limit, reversed: true })).reverse()
      : await rows({ offset, limit, reversed: false });
  return toPage(results, total, page);
}
