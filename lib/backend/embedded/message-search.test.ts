import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { messages } from '@/lib/own-data/db/schema';
import type { MessageFilter } from '@/lib/domain/message';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { messageWhere } from './message-filters';
import { listMessages } from './messages';

// The messages search answered through its trigram index (messages_search_trgm_idx), with the
// same matches as a scan: any field holding the text, case ignored, % _ and \ taken literally.
const GENERATED = 3000;

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the messages search on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
      const { db } = test.database;
      await db.execute(sql`
        INSERT INTO messages (created_at, full_name, user_email, phone_number, description)
        SELECT now() - make_interval(mins => n), 'Name ' || substr(md5(n::text), 1, 8),
          substr(md5(n::text), 1, 10) || '@example.com', '+44 7700 ' || lpad(n::text, 6, '0'),
          repeat(md5((n * 7)::text) || ' ', 4)
        FROM generate_series(1, ${GENERATED}::int) AS n`);
      await db.insert(messages).values([
        {
          fullName: 'Ada Lovelace',
          userEmail: 'ada@example.org',
          description: 'Our INVOICE is late',
        },
        { fullName: 'Brian Cox', phoneNumber: '+44 20 7946 0018', description: 'A 100% refund' },
        {
          fullName: 'Chloe_Hall',
          userEmail: 'c.hall@example.net',
          description: 'C:\\invoices\\2026',
        },
        { fullName: null, userEmail: null, phoneNumber: null, description: 'Invoice number 7' },
      ]);
      await db.execute(sql`ANALYZE messages`);
    }, 120_000);
    afterAll(() => test.dispose());

    /**
     * Runs `read` where the planner may neither scan the table whole nor walk another index in
     * order (on a few thousand rows either looks as cheap): what is left is a bitmap scan of an
     * index whose condition the query meets. (On 50,000 messages the planner picks the trigram
     * index unasked for a word such as "invoice".)
     */
    async function indexOnly<T>(read: (db: Db) => Promise<T>): Promise<T> {
      return test.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        return read(tx as unknown as Db);
      });
    }

    const plan = async (db: Db, query: SQLWrapper) => {
      const result = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    };

    const countQuery = (db: Db, filter: MessageFilter) =>
      db.select({ value: count() }).from(messages).where(messageWhere(filter));

    it('counts and lists a search through the trigram index', async () => {
      for (const q of ['invoice', 'C.HALL@', '7946 0018', 'x'.repeat(200), 'y'.repeat(500)]) {
        await indexOnly(async (db) => {
          const counted = await plan(db, countQuery(db, { status: 'all', q }));
          expect(counted, q).toContain('messages_search_trgm_idx');
          expect(counted, q).not.toContain('Seq Scan on messages');
          const listed = (status: MessageFilter['status']) =>
            plan(
              db,
              db
                .select()
                .from(messages)
                .where(messageWhere({ q, status }))
                .orderBy(desc(messages.createdAt), desc(messages.id))
                .limit(10),
            );
          expect(await listed('all'), q).toContain('messages_search_trgm_idx');
          // With a status, the few unreplied messages' own index is as good a start.
          const unreplied = await listed('unreplied');
          expect(unreplied, q).toMatch(/messages_search_trgm_idx|messages_unreplied_idx/);
          expect(unreplied, q).not.toContain('Seq Scan on messages');
        });
      }
    });

    it('finds through the index what a scan finds', async () => {
      const { db } = test.database;
      const names = async (filter: MessageFilter, read: Db = db) =>
        (await listMessages(read, 1, filter)).results.map((message) => message.full_name);
      for (const [q, expected] of [
        ['invoice', [null, 'Chloe_Hall', 'Ada Lovelace']],
        ['ADA@EXAMPLE.ORG', ['Ada Lovelace']],
        ['7946 0018', ['Brian Cox']],
        ['100%', ['Brian Cox']],
        ['%', ['Brian Cox']],
        ['_', ['Chloe_Hall']],
        ['e_h', ['Chloe_Hall']],
        ['\\', ['Chloe_Hall']],
        ['C:\\inv', ['Chloe_Hall']],
        // Across two fields (the name, then the e-mail address): no field holds it.
        ['Lovelace ada', []],
        ['x'.repeat(500), []],
      ] as const) {
        expect(await names({ status: 'all', q }), q).toEqual(expected);
        expect(await indexOnly((tx) => names({ status: 'all', q }, tx)), q).toEqual(expected);
      }
    });
  });
}
