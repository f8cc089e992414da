import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { offsetOf, toPage } from './paging';

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
