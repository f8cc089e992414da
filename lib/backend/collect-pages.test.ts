import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/domain/paging';
import { collectPages } from './collect-pages';

/** A list of `total` numbers served newest first, `size` per page, recording what was read. */
function pagedList(total: number, size = 10) {
  const read: number[] = [];
  const readPage = async (page: number): Promise<Page<number>> => {
    read.push(page);
    const start = (page - 1) * size;
    const results = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, i) => total - start - i,
    );
    return {
      results,
      count: total,
      next: start + size < total ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  };
  return { read, readPage };
}

describe('collectPages', () => {
  it('reads one page when there is only one', async () => {
    const list = pagedList(7);
    expect(await collectPages(list.readPage, { maxPages: 5 })).toEqual({
      items: [7, 6, 5, 4, 3, 2, 1],
      count: 7,
      complete: true,
    });
    expect(list.read).toEqual([1]);
  });

  it('reads every page of a longer list, in order', async () => {
    const list = pagedList(95);
    const collected = await collectPages(list.readPage, { maxPages: 20, concurrency: 3 });
    expect(collected.items).toHaveLength(95);
    expect(collected.items[0]).toBe(95);
    expect(collected.items.at(-1)).toBe(1);
    expect(collected.complete).toBe(true);
    expect(list.read.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stops at the bound and says the result is partial', async () => {
    const list = pagedList(500);
    const collected = await collectPages(list.readPage, { maxPages: 3 });
    expect(collected).toMatchObject({ count: 500, complete: false });
    expect(collected.items).toHaveLength(30);
  });

  it('stops as soon as a page shows enough', async () => {
    const list = pagedList(500);
    const collected = await collectPages(list.readPage, {
      maxPages: 50,
      concurrency: 1,
      isEnough: (page) => page.some((n) => n <= 470),
    });
    expect(collected.complete).toBe(true);
    expect(list.read).toEqual([1, 2, 3, 4]);
  });
});
