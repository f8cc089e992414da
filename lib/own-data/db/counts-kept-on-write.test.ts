import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { rowCount } from './row-counts';

// What the triggers of drizzle/0017_counts_kept_on_write.sql keep, checked after each kind of
// write against the same figure counted by hand from the rows: bulk and single inserts, deletes,
// a cascade, truncates, and read state written before its message (as a restore may).
type Counts = { messages: number; visitors: number; unreplied: number; unread: number };

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`counts kept on write on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
    }, 120_000);
    afterAll(() => test.dispose());

    const run = (query: ReturnType<typeof sql>) => test.database.db.execute(query);
    async function kept(): Promise<Counts> {
      const { db } = test.database;
      const flags = (await run(sql`
        SELECT count(*) FILTER (WHERE NOT replied)::int AS unreplied,
          count(*) FILTER (WHERE NOT read)::int AS unread FROM messages`)) as unknown as {
        rows: { unreplied: number; unread: number }[];
      };
      return {
        messages: await rowCount(db, 'messages'),
        visitors: await rowCount(db, 'visitors'),
        ...flags.rows[0]!,
      };
    }
    async function byHand(): Promise<Counts> {
      const result = (await run(sql`
        SELECT (SELECT count(*) FROM messages)::int AS messages,
          (SELECT count(*) FROM visitors)::int AS visitors,
          (SELECT count(*) FROM messages m
            WHERE NOT EXISTS (SELECT 1 FROM replies r WHERE r.message_id = m.id))::int AS unreplied,
          (SELECT count(*) FROM messages m
            WHERE NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id))::int AS unread
      `)) as unknown as { rows: Counts[] };
      return result.rows[0]!;
    }
    const agree = async () => {
      const hand = await byHand();
      expect(await kept()).toEqual(hand);
      return hand;
    };

    it('follows inserts, deletes and a cascade', async () => {
      await run(sql`
        INSERT INTO messages (id, full_name, description)
        SELECT n, 'Sender ' || n, 'Hello' FROM generate_series(1, 300) AS n`);
      await run(
        sql`INSERT INTO visitors (ip_address) SELECT '10.0.0.1' FROM generate_series(1, 450)`,
      );
      await run(sql`INSERT INTO visitors (ip_address) VALUES ('10.0.0.2')`);
      await run(sql`
        INSERT INTO replies (message_id, reply_text, admin_user)
        SELECT id, 'Thank you', 'admin' FROM messages WHERE id % 3 = 0
        UNION ALL SELECT id, 'And again', 'admin' FROM messages WHERE id % 6 = 0`);
      await run(
        sql`INSERT INTO message_reads (message_id) SELECT id FROM messages WHERE id % 4 = 0`,
      );
      expect(await agree()).toEqual({ messages: 300, visitors: 451, unreplied: 200, unread: 225 });

      // One of two replies removed: still replied; the last removed: unreplied again.
      await run(sql`DELETE FROM replies WHERE message_id = 6 AND reply_text = 'And again'`);
      await run(sql`DELETE FROM replies WHERE message_id = 9`);
      await run(sql`DELETE FROM message_reads WHERE message_id = 8`);
      // Messages removed take their replies with them (ON DELETE CASCADE); reads stay behind.
      await run(sql`DELETE FROM messages WHERE id % 5 = 0`);
      await run(sql`DELETE FROM visitors WHERE id % 2 = 0`);
      expect(await agree()).toMatchObject({ messages: 240, visitors: 226 });
    });

    it('marks a message written after its read state as read', async () => {
      await run(sql`INSERT INTO message_reads (message_id) VALUES (1001), (1002)`);
      await run(sql`
        INSERT INTO messages (id, full_name, description)
        VALUES (1001, 'Ada', 'Hi'), (1002, 'Ben', 'Hi'), (1003, 'Cy', 'Hi')`);
      const [ada, cy] = (
        (await run(
          sql`SELECT read FROM messages WHERE id IN (1001, 1003) ORDER BY id`,
        )) as unknown as {
          rows: { read: boolean }[];
        }
      ).rows;
      expect([ada?.read, cy?.read]).toEqual([true, false]);
      await agree();
    });

    it('starts again from nothing after a truncate', async () => {
      await run(sql`TRUNCATE replies`);
      expect((await agree()).unreplied).toBe((await byHand()).messages);
      await run(sql`TRUNCATE message_reads, visitors`);
      expect(await agree()).toMatchObject({ visitors: 0 });
      await run(sql`TRUNCATE messages RESTART IDENTITY CASCADE`);
      expect(await agree()).toEqual({ messages: 0, visitors: 0, unreplied: 0, unread: 0 });
      await run(sql`INSERT INTO visitors (ip_address) VALUES ('10.0.0.3')`);
      expect((await agree()).visitors).toBe(1);
    });
  });
}
