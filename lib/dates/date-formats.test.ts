import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLocalDay,
  formatLongDay,
  formatLongUsDate,
  parseDate,
  todayInputValue,
} from './date-formats';

describe('date display', () => {
  it('writes visitor dates in long US English', () => {
    expect(formatLongUsDate('2026-11-22T10:15:00Z', 'UTC')).toBe('November 22, 2026');
    expect(formatLongUsDate('2026-01-05T23:30:00Z', 'Europe/London')).toBe('January 5, 2026');
  });

  it('keeps the day of a timestamp in the reader time zone', () => {
    expect(formatLongUsDate('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('November 23, 2026');
  });

  it('reads a calendar day as that local day, never the day before', () => {
    const day = parseDate('2026-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
    expect(formatLongUsDate('2026-03-01')).toBe('March 1, 2026');
    expect(formatLongDay('2026-03-01')).toBe('1 March 2026');
    expect(formatLocalDay('2026-03-01', 'en-GB')).toBe('01/03/2026');
    expect(formatLocalDay('2026-03-01', 'en-US')).toBe('3/1/2026');
  });

  it('shows a message time with its date', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z', 'UTC')).toBe('22 Nov 2026, 14:05');
  });

  it('gives back text it cannot read rather than "Invalid Date"', () => {
    expect(formatLongUsDate('soon')).toBe('soon');
    expect(formatLocalDay('')).toBe('');
  });

  it('gives today as a date input value in local time', () => {
    expect(todayInputValue(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
