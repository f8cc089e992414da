import { describe, expect, it } from 'vitest';
import { formatLondonTime, instantToLondonWallTime, londonWallTimeToInstant } from './london-time';

describe('London wall times', () => {
  it('reads a winter time as UTC and a summer time as an hour ahead of it', () => {
    expect(londonWallTimeToInstant('2026-12-01T09:30')?.toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
    expect(londonWallTimeToInstant('2026-07-01T09:30')?.toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(londonWallTimeToInstant('2026-07-01T09:30:15')?.toISOString()).toBe(
      '2026-07-01T08:30:15.000Z',
    );
  });

  it('takes the first of the hour the clocks go back, and a skipped time as an hour on', () => {
    // 25 October 2026: 01:30 happens twice (BST, then GMT).
    expect(londonWallTimeToInstant('2026-10-25T01:30')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 29 March 2026: 01:30 does not happen (the clocks jump from 01:00 to 02:00).
    expect(londonWallTimeToInstant('2026-03-29T01:30')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', 'next tuesday', '2026-12-01', '2026-13-45T25:99', '2026-12-01 09:30'])
      expect(londonWallTimeToInstant(value)).toBeNull();
  });

  it('refuses a day the month lacks rather than rolling it into the next month', () => {
    for (const value of ['2030-02-30T09:00', '2030-04-31T09:00', '2030-02-29T09:00:30'])
      expect(londonWallTimeToInstant(value)).toBeNull();
    expect(londonWallTimeToInstant('2028-02-29T09:00:30')?.toISOString()).toBe(
      '2028-02-29T09:00:30.000Z',
    );
  });

  it('shows an instant as the input and as people read it, on UK time', () => {
    expect(instantToLondonWallTime('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(instantToLondonWallTime('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(formatLondonTime('2026-07-01T08:30:00.000Z')).toBe('1 Jul 2026, 09:30 UK time');
  });
});
