import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { messageFigures, newestUnreplied } from './figures';

// The message counts read from what the database keeps on write (the total, and the replied and
// read flags of drizzle/0017), checked against a count by hand of generated rows: some replied
// twice, some read, some both, some removed (their replies go with them, their reads stay).
const GENERATED = 600;
const removed = (id: number) => id % 5 === 0;
const replies = (id: number) => (id % 6 === 0 ? 2 : id % 3 === 0 ? 1 : 0);
const read = (id: number) => id % 4 === 0 || id % 7 === 0;

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the messages counted on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
      const { db } = test.database;
      await db.execute(sql`
        INSERT INTO messages (id, created_at, full_name, description)
        SELECT n, timestamptz '2026-03-01T09:00:00Z' + make_interval(mins => n), 'Sender ' || n, 'Hello'
        FROM generate_series(1, ${GENERATED}::int) AS n`);
      await db.execute(sql`
        INSERT INTO replies (message_id, reply_text, admin_user)
        SELECT id, 'Thank you', 'admin' FROM messages WHERE id % 3 = 0
        UNION ALL SELECT id, 'And again', 'admin' FROM messages WHERE id % 6 = 0`);
      // Read state of messages, and some left behind by messages removed long ago.
      await db.execute(sql`
        INSERT INTO message_reads (message_id)
        SELECT id FROM messages WHERE id % 4 = 0 OR id % 7 = 0
        UNION ALL SELECT 100000 + n FROM generate_series(1, 9) AS n`);
      await db.execute(sql`DELETE FROM messages WHERE id % 5 = 0`);
      await db.execute(sql`ANALYZE messages`);
      await db.execute(sql`ANALYZE replies`);
      await db.execute(sql`ANALYZE message_reads`);
    }, 120_000);
    afterAll(() => test.dispose());

    it('counts the messages, the unreplied and the unread as by hand', async () => {
      const ids = Array.from({ length: GENERATED }, (_, index) => index + 1).filter(
        (id) => !removed(id),
      );
      const figures = await messageFigures(test.database.db);
      expect(figures).toMatchObject({
        total: ids.length,
        unreplied: ids.filter((id) => replies(id) === 0).length,
        unread: ids.filter((id) => !read(id)).length,
        complete: true,
      });
      // The generated rows hold every case the subtractions must get right.
      expect(ids.some((id) => replies(id) === 2 && read(id))).toBe(true);
      expect(ids.some((id) => replies(id) === 1 && !read(id))).toBe(true);
      expect(ids.some((id) => replies(id) === 0 && read(id))).toBe(true);
      const left = (await test.database.db.execute(
        sql`SELECT count(*)::int AS n FROM replies WHERE message_id % 5 = 0`,
      )) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBe(0);
    });

    it('counts a removed message that was read and replied to nowhere', async () => {
      const { db } = test.database;
      const before = await messageFigures(db);
      // 84 is replied to twice and read; 98 is read only.
      await db.execute(sql`DELETE FROM messages WHERE id IN (84, 98)`);
      expect(await messageFigures(db)).toMatchObject({
        total: before.total - 2,
        unreplied: before.unreplied - 1,
        unread: before.unread,
      });
    });

    it('finds the newest unreplied message by walking the created_at index', async () => {
      const { db } = test.database;
      const plan = async (query: SQLWrapper) => {
        const result = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      const newest = await plan(newestUnreplied(db as Db));
      expect(newest).toContain('messages_created_at_idx');
      expect(newest).not.toContain('Seq Scan on messages');
      expect((await newestUnreplied(db))[0]?.id).toBe(GENERATED - 1);
    });
  });
}
