import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Visitor } from '@/lib/domain/visitor';
import {
  adminStatsSchema,
  atLeast,
  computeStats,
  daysEndingOn,
  londonDay,
  visitsWindowReached,
} from './admin-stats';

const now = new Date('2026-11-22T12:00:00Z');
const message = (
  id: number,
  created_at: string,
  replied: boolean,
  name: string | null = `Visitor ${id}`,
): Message => ({
  id,
  created_at,
  full_name: name,
  userEmail: null,
  user: null,
  phone_number: null,
  service_of_interest: null,
  description: null,
  replies: replied ? [{ id, created_at, reply_text: 'Thanks', admin_user: 'admin' }] : [],
});
const job = (id: number, end_date: string): Job => ({
  id,
  title: `Job ${id}`,
  description: '<p>d</p>',
  requirements: '<p>r</p>',
  start_date: '2026-11-01',
  end_date,
});
const visit = (created_at: string): Visitor => ({ created_at, ip_address: '203.0.113.1' });
const all = <T>(items: T[]) => ({ items, count: items.length, complete: true });

describe('London days', () => {
  it('follows UK summer time', () => {
    expect(londonDay('2026-10-24T23:30:00Z')).toBe('2026-10-25');
    expect(londonDay('2026-12-24T23:30:00Z')).toBe('2026-12-24');
  });

  it('counts back across month ends', () => {
    expect(daysEndingOn('2026-03-02', 4)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('computeStats', () => {
  const stats = computeStats(
    {
      messages: all([
        message(1, '2026-11-20T09:00:00Z', false),
        message(2, '2026-11-21T09:00:00Z', true),
        message(3, '2026-11-21T18:30:00Z', false, null),
      ]),
      readIds: new Set([2, 42]),
      jobs: all([job(1, '2026-11-22'), job(2, '2026-11-21'), job(3, '2027-01-10')]),
      newsCount: 4,
      newApplications: 2,
      outbox: { waiting: 1, lastError: 'Connection refused' },
      enquirySources: [{ source: 'newsletter / email', count: 2 }],
      backup: { lastAt: '2026-11-20T12:30:00Z', scheduled: true },
      visits: all([
        visit('2026-11-22T08:00:00Z'),
        visit('2026-11-22T09:00:00Z'),
        visit('2026-11-16T10:00:00Z'),
        visit('2026-11-15T23:59:00Z'),
        visit('2026-10-24T12:00:00Z'),
        visit('2026-10-23T22:59:59Z'),
      ]),
    },
    now,
  );

  it('has the shape the browser checks', () => {
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
  });

  it('counts unreplied and unread messages and names the newest unreplied one', () => {
    expect(stats.messages).toEqual({ total: 3, unreplied: 2, unread: 2, complete: true });
    expect(stats.latestUnreplied).toEqual({
      id: 3,
      name: null,
      created_at: '2026-11-21T18:30:00Z',
    });
  });

  it('counts a job open until the end of its end date', () => {
    expect(stats.jobs).toEqual({ total: 3, open: 2, complete: true });
  });

  it('passes on the number of new applications', () => {
    expect(stats.applications).toEqual({ new: 2 });
  });

  it('counts visits in the last 7 and 30 London days, per day', () => {
    expect(stats.news.total).toBe(4);
    expect(stats.visits.last7).toBe(3);
    expect(stats.visits.last30).toBe(5);
    expect(stats.visits.days).toHaveLength(30);
    expect(stats.visits.days[0]).toEqual({ day: '2026-10-24', count: 1 });
    expect(stats.visits.days.at(-1)).toEqual({ day: '2026-11-22', count: 2 });
  });

  it('has no newest unreplied message when all are answered', () => {
    const answered = computeStats(
      {
        messages: all([message(2, '2026-11-21T09:00:00Z', true)]),
        readIds: new Set(),
        jobs: all([]),
        newsCount: 0,
        newApplications: 0,
        outbox: { waiting: 0, lastError: null },
        enquirySources: [],
        backup: { lastAt: '2026-11-20T11:30:00Z', scheduled: false },
        visits: all([]),
      },
      now,
    );
    expect(answered.latestUnreplied).toBeNull();
    expect(answered.visits.last30).toBe(0);
    // now is 2026-11-22T12:00Z: 48 hours and 30 minutes after this backup.
    expect(answered.backup.overdue).toBe(true);
  });

  it('warns of backups only once the newest is 48 hours old', () => {
    expect(stats.backup).toEqual({
      lastAt: '2026-11-20T12:30:00Z',
      scheduled: true,
      overdue: false,
    });
  });

  it('says "at least" of a figure read only up to its bound', () => {
    expect(atLeast(200, false)).toBe('200+');
    expect(atLeast(7, true)).toBe('7');
  });

  it('knows when a page of visits reaches before the window', () => {
    const reached = visitsWindowReached(now);
    expect(reached([visit('2026-10-24T00:30:00Z')])).toBe(false);
    expect(reached([visit('2026-10-23T22:30:00Z')])).toBe(true);
  });
});
