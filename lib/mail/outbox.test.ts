import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/own-data/db/client';
import { outbox } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind } from '@/test/databases';
import {
  claimDueMails,
  enqueueMails,
  markFailed,
  markSent,
  outboxStatus,
  retryDelayMs,
} from './outbox';

const draft = (n: number) => ({
  kind: 'notification' as const,
  to: `lead${n}@example.com`,
  subject: `Mail ${n}`,
  text: `Text ${n}`,
});

describe('retry delays', () => {
  it('start within 30 s and grow to at most 30 min', () => {
    expect(retryDelayMs(1)).toBe(15_000);
    expect(retryDelayMs(2)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the outbox on ${kind}`, () => {
    it('hands each due mail to one claimer, retries a failure later, forgets a sent one', async () => {
      const test = await freshDatabase(kind);
      const { db } = test.database;
      await db.execute(sql`TRUNCATE outbox RESTART IDENTITY`);
      try {
        await enqueueMails(db, [draft(1), null, draft(2), draft(3)]);
        const first = await claimDueMails(db, 2);
        expect(first.map((row) => row.subject)).toEqual(['Mail 1', 'Mail 2']);
        const rest = await claimDueMails(db, 10);
        expect(rest.map((row) => row.subject)).toEqual(['Mail 3']);
        expect(await claimDueMails(db, 10)).toEqual([]);

        await markSent(db, first[0]!.id);
        await markFailed(db, first[1]!, 'Connection refused');
        expect(await outboxStatus(db)).toEqual({ waiting: 2, lastError: 'Connection refused' });
        // Claimed mails and a failure waiting for its retry are not handed out again yet.
        expect(await claimDueMails(db, 10)).toEqual([]);
        await db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
        const retried = await claimDueMails(db, 10);
        expect(retried.map((row) => [row.subject, row.attempts])).toEqual([['Mail 2', 2]]);

        // A mail failing for 24 h is given up, and no longer counts as waiting.
        await db.update(outbox).set({ createdAt: sql`now() - interval '25 hours'` });
        await markFailed(db, retried[0]!, 'Still refused');
        await markFailed(db, rest[0]!, 'Still refused');
        expect(await outboxStatus(db)).toEqual({ waiting: 0, lastError: null });

        // A mailbox refused for good (5xx) is given up at once; its error is still shown.
        await enqueueMails(db, [draft(4)]);
        const [refused] = await claimDueMails(db, 10);
        await markFailed(db, refused!, '550 Mailbox unavailable', true);
        expect(await outboxStatus(db)).toEqual({
          waiting: 0,
          lastError: '550 Mailbox unavailable',
        });
      } finally {
        await test.dispose();
      }
    });
  });
}

describe('two instances on one PostgreSQL', () => {
  it('never claim the same mail', async () => {
    const test = await freshDatabase('postgres');
    const other = await openDatabase({ databaseUrl: test.url!, dataDir: '/tmp' });
    try {
      await enqueueMails(
        test.database.db,
        Array.from({ length: 40 }, (_, i) => draft(i)),
      );
      const claimed: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        const [a, b] = await Promise.all([
          claimDueMails(test.database.db, 3),
          claimDueMails(other.db, 3),
        ]);
        claimed.push(...a.map((row) => row.id), ...b.map((row) => row.id));
      }
      expect(claimed).toHaveLength(40);
      expect(new Set(claimed).size).toBe(40);
    } finally {
      await other.close();
      await test.dispose();
    }
  });
});
