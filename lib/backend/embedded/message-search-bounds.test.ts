import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql, type SQLWrapper } from 'drizzle-orm';
import { messages } from '@/lib/own-data/db/schema';
import { messageListQuerySchema, type MessageFilter } from '@/lib/domain/message';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { hasTrigram, messageWhere, SHORT_SEARCH_SPAN } from './message-filters';
import { listMessages } from './messages';

// The bad input of issue 54 answered within bounds: a search with no trigram reads only the
// newest SHORT_SEARCH_SPAN messages, a page past the end is counted, not walked to.
const OLDER = 700;

describe('which searches the trigram index can answer', () => {
  it('needs a trigram of two or more letters or digits, in either reading of letters', () => {
    for (const q of [
      'invoice',
      'ab1',
      'C.HALL@',
      '7946 0018',
      'x.ab',
      'ab.',
      '07-70',
      'Zoë',
      'jo@ox.ac.uk',
      'x'.repeat(200),
    ]) {
      expect(hasTrigram(q), q).toBe(true);
    }
    for (const q of ['%_\\', '7', 'ab', 'a b c', 'a@b.c', 'é', 'ééé', '日本語', '%%%']) {
      expect(hasTrigram(q), q).toBe(false);
    }
  });

  it('refuses a search over 200 characters at the door, before any adapter', () => {
    const parsed = messageListQuerySchema.safeParse({ q: 'y'.repeat(500) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['q'],
      message: 'Use at most 200 characters',
    });
  });
});

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the messages search within bounds on ${kind}`, () => {
    let test: TestDatabase;
    // Message n is n minutes old: the newest SHORT_SEARCH_SPAN are 1 to SHORT_SEARCH_SPAN.
    const total = SHORT_SEARCH_SPAN + OLDER;
    const hasPercent = (n: number) => n % 50 === 0;
    beforeAll(async () => {
      test = await freshDatabase(kind);
      await test.database.db.execute(sql`
        INSERT INTO messages (created_at, full_name, user_email, description)
        SELECT now() - make_interval(mins => n), 'Sender ' || n, 's' || n || '@example.com',
          CASE WHEN n % 50 = 0 THEN 'A 100% refund for invoice ' || n ELSE 'Invoice ' || n END
        FROM generate_series(1, ${total}::int) AS n`);
      await test.database.db.execute(sql`ANALYZE messages`);
    }, 120_000);
    afterAll(() => test.dispose());

    const countOf = async (filter: MessageFilter) =>
      (await listMessages(test.database.db, 1, filter)).count;
    const upTo = (last: number, keep: (n: number) => boolean) =>
      Array.from({ length: last }, (_, index) => index + 1).filter(keep).length;

    it('searches symbols alone among the newest messages only', async () => {
      expect(await countOf({ status: 'all', q: '%' })).toBe(upTo(SHORT_SEARCH_SPAN, hasPercent));
      expect(await countOf({ status: 'all', q: '%_\\' })).toBe(0);
      // A digit alone: the newest messages with a 7 in their name, address or number.
      expect(await countOf({ status: 'all', q: '7' })).toBe(
        upTo(SHORT_SEARCH_SPAN, (n) => String(n).includes('7')),
      );
      const page = await listMessages(test.database.db, 1, { status: 'all', q: '%' });
      expect(page.results[0]!.full_name).toBe('Sender 50');
    });

    it('still searches every message for a word, through its trigrams', async () => {
      expect(await countOf({ status: 'all', q: 'refund' })).toBe(upTo(total, hasPercent));
      expect(await countOf({ status: 'all', q: `Sender ${total}` })).toBe(1);
    });

    it('reads a short search through the created_at index, not the whole table', async () => {
      const { db } = test.database;
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const query: SQLWrapper = tx
          .select({ value: count() })
          .from(messages)
          .where(messageWhere({ status: 'all', q: '%_\\' }));
        const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan).toContain('messages_created_at_idx');
      // The bound: the created_at of the SHORT_SEARCH_SPAN-th newest, looked up once.
      expect(plan).toContain('Limit');
      expect(plan).not.toContain('Seq Scan on messages');
    });

    it('answers a page past the end from the count, with no rows', async () => {
      const page = await listMessages(test.database.db, 100_000, { status: 'all' });
      expect(page).toEqual({ results: [], count: total, next: null, previous: 99_999 });
      const last = await listMessages(test.database.db, Math.ceil(total / 10), { status: 'all' });
      expect(last.results.at(-1)!.full_name).toBe(`Sender ${total}`);
      expect(last.next).toBeNull();
    });
  });
}
