// Reads a paged list further than its first page, within a bound (the upstream adapter's figures,
// CSV exports). Pure: takes the page reader.
import type { Page } from '@/lib/domain/paging';

export type Collected<T> = { items: T[]; count: number; complete: boolean };

type Options<T> = {
  /** Never read more pages than this: the dashboard must answer quickly whatever the data. */
  maxPages: number;
  /** Pages read at once after the first. */
  concurrency?: number;
  /** Stop once a page shows that later pages are not needed (lists are newest first). */
  isEnough?: (results: T[]) => boolean;
};

export async function collectPages<T>(
  readPage: (page: number) => Promise<Page<T>>,
  { maxPages, concurrency = 4, isEnough }: Options<T>,
): Promise<Collected<T>> {
  const first = await readPage(1);
  const items = [...first.results];
  let complete = first.next === null || (isEnough?.(first.results) ?? false);
  const pageSize = Math.max(first.results.length, 1);
  const lastPage = Math.min(maxPages, Math.ceil(first.count / pageSize));
  let page = 2;
  while (!complete && page <= lastPage) {
    const numbers = Array.from(
      { length: Math.min(concurrency, lastPage - page + 1) },
      (_, i) => page + i,
    );
    const pages = await Promise.all(numbers.map(readPage));
    for (const current of pages) {
      items.push(...current.results);
      if (current.next === null || isEnough?.(current.results)) {
        complete = true;
        break;
      }
    }
    page += numbers.length;
  }
  return { items, count: first.count, complete };
}
