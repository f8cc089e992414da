import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Backend } from '@/lib/backend/backend';
import { londonDay } from '@/lib/backend/figures';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { createEmbeddedBackend } from '.';

// Each figure the database counts, checked against a count by hand of the same generated rows.
const MINUTE = 60_000;
const DAY = 86_400_000;
const noReadState = async () => new Set<number>();

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the dashboard's figures counted by ${kind}`, () => {
    let test: TestDatabase;
    let backend: Backend;
    beforeEach(async () => {
      test = await freshDatabase(kind);
      backend = createEmbeddedBackend(test.database, { adminUser: 'admin@example.com' });
    });
    afterEach(() => test.dispose());

    /** A visit every `step` minutes from `from` to `to` (both included), written by the database. */
    async function visitsEvery(from: Date, to: Date, step: number): Promise<Date[]> {
      await test.database.db.execute(sql`
        INSERT INTO visitors (created_at, ip_address)
        SELECT at, '198.51.100.7'
        FROM generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz,
          make_interval(mins => ${step}::int)) AS at`);
      const instants: Date[] = [];
      for (let at = from.getTime(); at <= to.getTime(); at += step * MINUTE) {
        instants.push(new Date(at));
      }
      return instants;
    }

    async function visitsAt(...instants: string[]) {
      for (const at of instants) {
        await test.database.db.execute(
          sql`INSERT INTO visitors (created_at, ip_address) VALUES (${at}::timestamptz, '203.0.113.9')`,
        );
      }
    }

    /** The figures counted by hand: the 30 London days ending with now's, and the last 7. */
    function byHand(instants: Date[], now: Date) {
      const today = londonDay(now);
      const perDay = new Map<string, number>();
      for (const instant of instants) {
        const day = londonDay(instant);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const days = Array.from({ length: 30 }, (_, index) =>
        londonDay(new Date(now.getTime() - (29 - index) * DAY)),
      );
      // Noon-to-noon steps of 24 h land on each London day once, whatever summer time does.
      expect(days.at(-1)).toBe(today);
      expect(new Set(days).size).toBe(30);
      const counts = days.map((day) => ({ day, count: perDay.get(day) ?? 0 }));
      const sum = (list: typeof counts) => list.reduce((total, entry) => total + entry.count, 0);
      return { last7: sum(counts.slice(-7)), last30: sum(counts), complete: true, days: counts };
    }

    it('counts visits per London day across the change from summer time (BST to GMT)', async () => {
      // Clocks went back at 01:00 UTC on Sunday 25 October 2026: that day had 25 hours.
      const now = new Date('2026-11-03T12:00:00Z');
      const instants = await visitsEvery(
        new Date('2026-09-20T00:03:00Z'),
        new Date('2026-11-05T23:50:00Z'),
        37,
      );
      const figures = await backend.visitFigures(now);
      const expected = byHand(
        instants.filter((at) => at.getTime() < Date.parse('2026-11-04T00:00:00Z')),
        now,
      );
      expect(figures).toEqual(expected);
      expect(figures.days[0]!.day).toBe('2026-10-05');
      // The 25-hour day has more visits than its neighbours.
      const day = (name: string) => figures.days.find((entry) => entry.day === name)!.count;
      expect(day('2026-10-25')).toBeGreaterThan(day('2026-10-24'));
    });

    it('counts visits per London day across the change to summer time (GMT to BST)', async () => {
      // Clocks went forward at 01:00 UTC on Sunday 29 March 2026: that day had 23 hours.
      const now = new Date('2026-04-10T22:30:00Z'); // 23:30 BST, still the 10th in London
      const instants = await visitsEvery(
        new Date('2026-03-01T00:00:00Z'),
        new Date('2026-04-12T00:00:00Z'),
        29,
      );
      const figures = await backend.visitFigures(now);
      const expected = byHand(
        // The window ends at London's midnight after the 10th: 23:00 UTC in summer time.
        instants.filter((at) => at.getTime() < Date.parse('2026-04-10T23:00:00Z')),
        now,
      );
      expect(figures).toEqual(expected);
      expect(figures.days.at(-1)!.day).toBe('2026-04-10');
      const day = (name: string) => figures.days.find((entry) => entry.day === name)!.count;
      expect(day('2026-03-29')).toBeLessThan(day('2026-03-28'));
    });

    it('counts the 30-day window from London midnight to London midnight, edges included', async () => {
      const now = new Date('2026-07-20T09:00:00Z'); // summer: London is UTC+1
      // The window: 2026-06-21 00:00 BST (2026-06-20T23:00Z) to 2026-07-21 00:00 BST.
      await visitsAt(
        '2026-06-20T22:59:59.999Z', // 23:59:59.999 on the 20th in London: outside
        '2026-06-20T23:00:00Z', // midnight starting the 21st: the first day's first instant
        '2026-06-21T22:59:59Z', // the first day's last second
        '2026-07-13T22:59:59Z', // the 13th, the day before the last 7
        '2026-07-13T23:00:00Z', // the 14th's first instant: in the last 7 days
        '2026-07-19T23:30:00Z', // 00:30 BST on the 20th: today, though the 19th in UTC
        '2026-07-20T22:59:59.999Z', // today's last instant
        '2026-07-20T23:00:00Z', // tomorrow in London: outside
        '2026-08-01T12:00:00Z', // far in the future: outside
      );
      const figures = await backend.visitFigures(now);
      expect(figures.days[0]).toEqual({ day: '2026-06-21', count: 2 });
      expect(figures.days.at(-1)).toEqual({ day: '2026-07-20', count: 2 });
      expect(figures.days.find((entry) => entry.day === '2026-07-13')!.count).toBe(1);
      expect(figures.days.find((entry) => entry.day === '2026-07-14')!.count).toBe(1);
      expect(figures).toMatchObject({ last7: 3, last30: 6, complete: true });
      expect(figures.days).toHaveLength(30);
    });

    it('counts no visits as thirty empty days', async () => {
      const figures = await backend.visitFigures(new Date('2026-12-01T12:00:00Z'));
      expect(figures).toMatchObject({ last7: 0, last30: 0, complete: true });
      expect(figures.days.map((entry) => entry.count)).toEqual(Array(30).fill(0));
      expect(figures.days[0]!.day).toBe('2026-11-02');
    });

    it('counts messages, unreplied and unread ones, and finds the newest unreplied', async () => {
      const { db } = test.database;
      // 300 messages, several at each instant so the newest unreplied needs its tie broken by id.
      await db.execute(sql`
        INSERT INTO messages (id, created_at, full_name, "user", user_email, description)
        SELECT n, timestamptz '2026-05-01T08:00:00Z' + make_interval(hours => n % 97),
          CASE WHEN n % 11 = 0 THEN NULL ELSE 'Visitor ' || n END, 'user ' || n,
          'v' || n || '@example.com', 'Message ' || n
        FROM generate_series(1, 300) AS n`);
      // Replies to every third message, two to every sixth.
      await db.execute(sql`
        INSERT INTO replies (message_id, reply_text, admin_user)
        SELECT id, 'Thank you', 'admin' FROM messages WHERE id % 3 = 0
        UNION ALL SELECT id, 'And again', 'admin' FROM messages WHERE id % 6 = 0`);
      // Every fourth opened, and read state left behind by messages long removed.
      await db.execute(sql`
        INSERT INTO message_reads (message_id)
        SELECT id FROM messages WHERE id % 4 = 0 UNION ALL SELECT 100000 + n FROM generate_series(1, 5) n`);

      const ids = Array.from({ length: 300 }, (_, index) => index + 1);
      const createdAt = (id: number) => Date.parse('2026-05-01T08:00:00Z') + (id % 97) * 3_600_000;
      const unreplied = ids.filter((id) => id % 3 !== 0);
      const newest = unreplied.reduce((best, id) =>
        createdAt(id) > createdAt(best) || (createdAt(id) === createdAt(best) && id > best)
          ? id
          : best,
      );
      const figures = await backend.messageFigures(noReadState);
      expect(figures).toEqual({
        total: 300,
        unreplied: unreplied.length,
        unread: ids.filter((id) => id % 4 !== 0).length,
        complete: true,
        latestUnreplied: {
          id: newest,
          name: newest % 11 === 0 ? `user ${newest}` : `Visitor ${newest}`,
          created_at: new Date(createdAt(newest)).toISOString(),
        },
      });
      // 96 is the newest instant's id % 97; among its ids (96, 193, 290) 290 is unreplied.
      expect(newest).toBe(290);
    });

    it('names the sender by their user name when there is no full name', async () => {
      await test.database.db.execute(sql`
        INSERT INTO messages (created_at, full_name, "user") VALUES
          (now() - interval '1 hour', 'Older', 'older'), (now(), NULL, 'newest user')`);
      expect((await backend.messageFigures(noReadState)).latestUnreplied?.name).toBe('newest user');
    });

    it('counts no messages as none, with no newest unreplied one', async () => {
      expect(await backend.messageFigures(noReadState)).toEqual({
        total: 0,
        unreplied: 0,
        unread: 0,
        complete: true,
        latestUnreplied: null,
      });
    });

    it('counts jobs open until the end of their end date', async () => {
      await test.database.db.execute(sql`
        INSERT INTO jobs (title, description, requirements, end_date)
        SELECT 'Role ' || n, '<p>d</p>', '<p>r</p>', date '2026-10-25' + (n - 20)
        FROM generate_series(1, 45) AS n`);
      const endDate = (n: number) =>
        new Date(Date.UTC(2026, 9, 25 + n - 20)).toISOString().slice(0, 10);
      const byHandOpen = (today: string) =>
        Array.from({ length: 45 }, (_, index) => endDate(index + 1)).filter((end) => end >= today)
          .length;
      expect(await backend.jobFigures('2026-10-25')).toEqual({
        total: 45,
        open: byHandOpen('2026-10-25'),
        complete: true,
      });
      expect(byHandOpen('2026-10-25')).toBe(26);
      expect((await backend.jobFigures('2030-01-01')).open).toBe(0);
      expect((await backend.jobFigures('2000-01-01')).open).toBe(45);
    });
  });
}
