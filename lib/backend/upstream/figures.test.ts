import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import type { Visitor } from '@/lib/domain/visitor';
import { londonDay } from '@/lib/backend/figures';
import { withFakeApi } from '@/test/upstream-fixture';
import {
  jobFigures,
  MAX_LIST_PAGES,
  MAX_VISIT_PAGES,
  messageFigures,
  visitFigures,
} from './figures';

// The upstream API has only paged lists: the figures are counted from a bounded number of pages,
// and say "at least" (complete: false) when the list goes on past them.
const now = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;

/** `items` served newest first, ten a page, as the adapter's list calls answer; pages read kept. */
function pages<T>(items: T[]) {
  const read: number[] = [];
  const readPage = async (page: number): Promise<Page<T>> => {
    read.push(page);
    const start = (page - 1) * 10;
    return {
      results: items.slice(start, start + 10),
      count: items.length,
      next: start + 10 < items.length ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  };
  return { read, readPage };
}

const message = (id: number): Message => ({
  id,
  created_at: new Date(now.getTime() - id * HOUR).toISOString(),
  full_name: `Visitor ${id}`,
  userEmail: null,
  user: null,
  phone_number: null,
  service_of_interest: null,
  description: null,
  replies:
    id % 2 === 0 ? [{ id, created_at: now.toISOString(), reply_text: 'Hi', admin_user: 'a' }] : [],
});
const job = (id: number, end_date: string): Job => ({
  id,
  title: `Job ${id}`,
  description: '<p>d</p>',
  requirements: '<p>r</p>',
  start_date: '2026-01-01',
  end_date,
});
const visit = (at: number): Visitor => ({
  created_at: new Date(at).toISOString(),
  ip_address: '203.0.113.1',
});

describe('upstream figures: a bounded read', () => {
  it('counts the messages it read and says "at least" of a longer list', async () => {
    const list = pages(Array.from({ length: 500 }, (_, index) => message(index + 1)));
    let asked: number[] = [];
    const figures = await messageFigures(list.readPage, async (ids) => {
      asked = ids;
      return new Set(ids.filter((id) => id % 5 === 0));
    });
    expect(list.read).toHaveLength(MAX_LIST_PAGES);
    expect(asked).toHaveLength(MAX_LIST_PAGES * 10);
    expect(figures).toEqual({
      total: 500,
      unreplied: 100,
      unread: 160,
      complete: false,
      latestUnreplied: { id: 1, name: 'Visitor 1', created_at: message(1).created_at },
    });
  });

  it('counts every message of a list within the bound, exactly', async () => {
    const list = pages(Array.from({ length: 35 }, (_, index) => message(index + 1)));
    const figures = await messageFigures(list.readPage, async () => new Set([1, 2]));
    expect(figures).toMatchObject({ total: 35, unreplied: 18, unread: 33, complete: true });
    expect(list.read).toEqual([1, 2, 3, 4]);
  });

  it('counts the jobs it read, open until their end date, "at least" past the bound', async () => {
    const list = pages(
      Array.from({ length: 300 }, (_, index) =>
        job(index + 1, index % 3 === 0 ? '2026-11-21' : '2026-11-22'),
      ),
    );
    expect(await jobFigures(list.readPage, londonDay(now))).toEqual({
      total: 300,
      open: 133,
      complete: false,
    });
    expect(list.read).toHaveLength(MAX_LIST_PAGES);
  });

  it('stops reading visits at the first page reaching before the 30 London days', async () => {
    // A visit every 2 hours for 40 days: the window (from 2026-10-24 00:00 BST) holds 356 of them.
    const list = pages(
      Array.from({ length: 480 }, (_, index) => visit(now.getTime() - index * 2 * HOUR)),
    );
    const figures = await visitFigures(list.readPage, now);
    expect(figures.complete).toBe(true);
    expect(list.read.length).toBeLessThan(48);
    expect(figures.last30).toBe(
      Array.from({ length: 480 }, (_, index) => now.getTime() - index * 2 * HOUR).filter(
        (at) => at >= Date.parse('2026-10-23T23:00:00Z'),
      ).length,
    );
    expect(figures.days.at(-1)).toEqual({ day: '2026-11-22', count: 7 });
  });

  it('says "at least" of visits when the window holds more than the bound', async () => {
    // 1,500 visits in the last 15 hours: more than 100 pages of ten.
    const list = pages(
      Array.from({ length: 1500 }, (_, index) => visit(now.getTime() - index * 36_000)),
    );
    const figures = await visitFigures(list.readPage, now);
    expect(list.read).toHaveLength(MAX_VISIT_PAGES);
    expect(figures).toMatchObject({ last7: 1000, last30: 1000, complete: false });
  });
});

describe('upstream figures through the fake API', () => {
  const api = withFakeApi();

  it('counts what the lists hold when they fit within the bound', async () => {
    const [messages, jobs, visitors] = await Promise.all([
      api.backend.listMessages(1),
      api.backend.listJobs(1),
      api.backend.listVisitors(1),
    ]);
    const everyMessage = [...messages.results, ...(await api.backend.listMessages(2)).results];
    const read = new Set([everyMessage[0]!.id]);
    const figures = await api.backend.messageFigures(async (ids) => {
      expect([...ids].sort()).toEqual(everyMessage.map((m) => m.id).sort());
      return read;
    });
    expect(figures).toMatchObject({
      total: messages.count,
      unreplied: everyMessage.filter((m) => m.replies.length === 0).length,
      unread: messages.count - 1,
      complete: true,
    });
    expect(await api.backend.jobFigures(londonDay(new Date()))).toEqual({
      total: jobs.count,
      open: jobs.count,
      complete: true,
    });
    const visits = await api.backend.visitFigures(new Date());
    expect(visits).toMatchObject({ last30: visitors.count, complete: true });
  });
});
