import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { offsetOf, readPage, toPage, type PageSlice } from './paging';

describe('paging', () => {
  it('skips the rows of the pages before', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(2 * PAGE_SIZE);
  });

  it('names the neighbouring pages only where they have rows', () => {
    const count = 2 * PAGE_SIZE + 1;
    expect(toPage(['a'], count, 1)).toEqual({ results: ['a'], count, next: 2, previous: null });
    expect(toPage(['b'], count, 2)).toEqual({ results: ['b'], count, next: 3, previous: 1 });
    expect(toPage(['c'], count, 3)).toEqual({ results: ['c'], count, next: null, previous: 2 });
    expect(toPage([], 0, 1)).toEqual({ results: [], count: 0, next: null, previous: null });
  });
});

// A page read after its count: past the end, the rows are never asked for.
describe('readPage', () => {
  it('reads a page in the front half from its offset', async () => {
    const rows = vi.fn(async ({ offset }: PageSlice) => [offset, offset + 1]);
    expect(await readPage(2, async () => 35, rows)).toEqual({
      results: [10, 11],
      count: 35,
      next: 3,
      previous: 1,
    });
    expect(rows).toHaveBeenCalledWith({ offset: PAGE_SIZE, limit: PAGE_SIZE, reversed: false });
  });

  it('reads a page in the back half from the other end, and turns it round', async () => {
    // A list of 1,000,005 numbers, newest (highest) first: row i of the list is 1,000,004 - i.
    const total = 1_000_005;
    const list = (slice: PageSlice) => {
      const positions = Array.from({ length: slice.limit }, (_, i) =>
        slice.reversed ? total - 1 - (slice.offset + i) : slice.offset + i,
      );
      return positions.map((position) => total - 1 - position);
    };
    const rows = vi.fn(async (slice: PageSlice) => list(slice));
    const last = await readPage(100_001, async () => total, rows);
    expect(last.results).toEqual([4, 3, 2, 1, 0]);
    expect(rows).toHaveBeenLastCalledWith({ offset: 0, limit: 5, reversed: true });
    const beforeLast = await readPage(100_000, async () => total, rows);
    expect(beforeLast.results).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(rows).toHaveBeenLastCalledWith({ offset: 5, limit: PAGE_SIZE, reversed: true });
    // Every page of a small list holds what reading from the front gives.
    for (const size of [1, 9, 10, 11, 25, 30]) {
      for (let page = 1; (page - 1) * PAGE_SIZE < size; page += 1) {
        const front = Array.from(
          { length: Math.min(PAGE_SIZE, size - (page - 1) * PAGE_SIZE) },
          (_, i) => size - 1 - ((page - 1) * PAGE_SIZE + i),
        );
        const read = await readPage(
          page,
          async () => size,
          async (slice) => {
            const positions = Array.from({ length: slice.limit }, (_, i) =>
              slice.reversed ? size - 1 - (slice.offset + i) : slice.offset + i,
            );
            return positions.map((position) => size - 1 - position);
          },
        );
        expect(read.results).toEqual(front);
      }
    }
  });

  it('answers a page past the end from the count alone', async () => {
    const rows = vi.fn(async () => ['never']);
    for (const page of [4, 100_000]) {
      expect(await readPage(page, async () => 3 * PAGE_SIZE, rows)).toEqual({
        results: [],
        count: 3 * PAGE_SIZE,
        next: null,
        previous: page - 1,
      });
    }
    expect(await readPage(1, async () => 0, rows)).toEqual({
      results: [],
      count: 0,
      next: null,
      previous: null,
    });
    expect(rows).not.toHaveBeenCalled();
  });
});
