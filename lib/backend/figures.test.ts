import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Visitor } from '@/lib/domain/visitor';
import {
  daysEndingOn,
  jobFiguresFromList,
  londonDay,
  messageFiguresFromList,
  visitFiguresFromList,
  visitFiguresOf,
  visitsWindowReached,
} from './figures';

// The figures computed from listed items (the upstream adapter's way), and the London days both
// adapters count in.
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

  it('lists every day of the window, the missing ones at zero', () => {
    const figures = visitFiguresOf(new Map([['2026-11-20', 4]]), now, false);
    expect(figures.days).toHaveLength(30);
    expect(figures).toMatchObject({ last7: 4, last30: 4, complete: false });
    expect(figures.days.filter((entry) => entry.count > 0)).toEqual([
      { day: '2026-11-20', count: 4 },
    ]);
  });
});

describe('figures from listed items', () => {
  it('counts unreplied and unread messages and names the newest unreplied one', () => {
    const figures = messageFiguresFromList(
      all([
        message(1, '2026-11-20T09:00:00Z', false),
        message(2, '2026-11-21T09:00:00Z', true),
        message(3, '2026-11-21T18:30:00Z', false, null),
      ]),
      new Set([2, 42]),
    );
    expect(figures).toEqual({
      total: 3,
      unreplied: 2,
      unread: 2,
      complete: true,
      latestUnreplied: { id: 3, name: null, created_at: '2026-11-21T18:30:00Z' },
    });
  });

  it('has no newest unreplied message when all are answered', () => {
    const figures = messageFiguresFromList(
      all([message(2, '2026-11-21T09:00:00Z', true)]),
      new Set(),
    );
    expect(figures.latestUnreplied).toBeNull();
  });

  it('keeps the list count and says "at least" of a list read only in part', () => {
    const figures = messageFiguresFromList(
      { items: [message(1, '2026-11-20T09:00:00Z', false)], count: 500, complete: false },
      new Set(),
    );
    expect(figures).toMatchObject({ total: 500, unreplied: 1, unread: 1, complete: false });
  });

  it('counts a job open until the end of its end date', () => {
    expect(
      jobFiguresFromList(
        all([job(1, '2026-11-22'), job(2, '2026-11-21'), job(3, '2027-01-10')]),
        londonDay(now),
      ),
    ).toEqual({ total: 3, open: 2, complete: true });
  });

  it('counts visits in the last 7 and 30 London days, per day', () => {
    const visits = visitFiguresFromList(
      all([
        visit('2026-11-22T08:00:00Z'),
        visit('2026-11-22T09:00:00Z'),
        visit('2026-11-16T10:00:00Z'),
        visit('2026-11-15T23:59:00Z'),
        visit('2026-10-24T12:00:00Z'),
        visit('2026-10-23T22:59:59Z'),
      ]),
      now,
    );
    expect(visits.last7).toBe(3);
    expect(visits.last30).toBe(5);
    expect(visits.days).toHaveLength(30);
    expect(visits.days[0]).toEqual({ day: '2026-10-24', count: 1 });
    expect(visits.days.at(-1)).toEqual({ day: '2026-11-22', count: 2 });
  });

  it('knows when a page of visits reaches before the window', () => {
    const reached = visitsWindowReached(now);
    expect(reached([visit('2026-10-24T00:30:00Z')])).toBe(false);
    expect(reached([visit('2026-10-23T22:30:00Z')])).toBe(true);
  });
});
