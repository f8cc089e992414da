import { describe, expect, it } from 'vitest';
import { endOfDayInLondon, formatDay, todayInLondon } from './london-days';

describe('UK dates', () => {
  it("reads today on London's clock, not the server's", () => {
    // 23:30 UTC on 31 July is already 1 August in London (BST).
    expect(todayInLondon(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('writes a day as British copy does', () => {
    expect(formatDay('2026-11-22')).toBe('22 November 2026');
    expect(formatDay('2026-11-22T08:00:00Z')).toBe('22 November 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it("ends a day at London's last second, with summer and winter offsets", () => {
    expect(endOfDayInLondon('2026-07-31')).toBe('2026-07-31T23:59:59+01:00');
    expect(endOfDayInLondon('2026-12-31')).toBe('2026-12-31T23:59:59+00:00');
  });
});
