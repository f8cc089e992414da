import { describe, expect, it } from 'vitest';
import { FIRST_FETCH_ROWS, MAX_FETCH_ROWS, nextFetchRows } from './fetch-rows';

describe('nextFetchRows', () => {
  it('asks narrow rows by the thousands, up to the ceiling', () => {
    expect(nextFetchRows(10, 10 * 120)).toBe(8333);
    expect(nextFetchRows(100, 100 * 20)).toBe(MAX_FETCH_ROWS);
  });

  it('asks rows of megabytes one at a time', () => {
    expect(nextFetchRows(100, 100 * 10_000_000)).toBe(1);
    expect(nextFetchRows(3, 3 * 400_000)).toBe(2);
  });

  it('starts again from the first size after an empty batch', () => {
    expect(nextFetchRows(0, 0)).toBe(FIRST_FETCH_ROWS);
  });
});
