import { describe, expect, it } from 'vitest';
import { visitFiguresOf } from '@/lib/backend/figures';
import { adminStatsSchema, atLeast, computeStats, visibleStats } from './admin-stats';

// How the Backend's figures become the dashboard's (the figures themselves are counted by the
// adapters: lib/backend/figures.test.ts, lib/backend/embedded/figures.test.ts).
const now = new Date('2026-11-22T12:00:00Z');
const visits = visitFiguresOf(
  new Map([
    ['2026-11-22', 2],
    ['2026-11-16', 1],
    ['2026-10-24', 1],
  ]),
  now,
  true,
);

describe('computeStats', () => {
  const input = {
    messages: {
      total: 3,
      unreplied: 2,
      unread: 2,
      complete: true,
      latestUnreplied: { id: 3, name: null, created_at: '2026-11-21T18:30:00Z' },
    },
    jobs: { total: 3, open: 2, complete: true },
    newsCount: 4,
    newApplications: 2,
    outbox: { waiting: 1, lastError: 'Connection refused' },
    enquirySources: [{ source: 'newsletter / email', count: 2 }],
    backup: { lastAt: '2026-11-20T12:30:00Z', scheduled: true },
    visits,
  };
  const stats = computeStats(input, now);

  it('has the shape the browser checks', () => {
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
  });

  it('passes on the message figures, the newest unreplied message apart', () => {
    expect(stats.messages).toEqual({ total: 3, unreplied: 2, unread: 2, complete: true });
    expect(stats.latestUnreplied).toEqual({
      id: 3,
      name: null,
      created_at: '2026-11-21T18:30:00Z',
    });
  });

  it('passes on jobs, news, new applications and visits as counted', () => {
    expect(stats.jobs).toEqual({ total: 3, open: 2, complete: true });
    expect(stats.news.total).toBe(4);
    expect(stats.applications).toEqual({ new: 2 });
    expect(stats.visits).toMatchObject({ last7: 3, last30: 4, complete: true });
    expect(stats.visits.days).toHaveLength(30);
    expect(stats.visits.days[0]).toEqual({ day: '2026-10-24', count: 1 });
    expect(stats.visits.days.at(-1)).toEqual({ day: '2026-11-22', count: 2 });
  });

  it('says a backup is overdue once the newest is 48 hours old', () => {
    expect(stats.backup).toEqual({
      lastAt: '2026-11-20T12:30:00Z',
      scheduled: true,
      overdue: false,
    });
    // now is 2026-11-22T12:00Z: 48 hours and 30 minutes after this backup.
    const late = computeStats(
      { ...input, backup: { lastAt: '2026-11-20T11:30:00Z', scheduled: false } },
      now,
    );
    expect(late.backup.overdue).toBe(true);
    expect(
      computeStats({ ...input, backup: { lastAt: null, scheduled: true } }, now).backup,
    ).toMatchObject({ overdue: true });
  });

  it('leaves out what the role may not open', () => {
    const shown = visibleStats(stats, (permission) => permission === 'jobs');
    expect(shown.jobs).toEqual(stats.jobs);
    expect(shown.messages).toBeNull();
    expect(shown.latestUnreplied).toBeNull();
    expect(shown.visits).toBeNull();
  });

  it('says "at least" of a figure read only up to its bound', () => {
    expect(atLeast(200, false)).toBe('200+');
    expect(atLeast(7, true)).toBe('7');
  });
});
