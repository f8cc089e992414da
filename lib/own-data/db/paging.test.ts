import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { offsetOf, readPage, toPage } from './paging';

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
  it('reads the rows of a page within the count, from its offset', async () => {
    const rows = vi.fn(async (offset: number) => [offset, offset + 1]);
    expect(await readPage(3, async () => 25, rows)).toEqual({
      results: [20, 21],
      count: 25,
      next: null,
      previous: 2,
    });
    expect(rows).toHaveBeenCalledWith(2 * PAGE_SIZE);
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
