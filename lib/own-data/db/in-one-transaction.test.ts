// A unit of work: every statement made through the shared `db` inside inOneTransaction belongs to
// one transaction, on the embedded database's one connection and on PostgreSQL's two pools alike.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { inBackOffice } from './back-office-scope';
import { inOneTransaction, transactionOf } from './in-one-transaction';

const opened: TestDatabase[] = [];
afterAll(() => Promise.all(opened.map((database) => database.dispose())));

async function fresh(kind: DatabaseKind) {
  const database = await freshDatabase(kind);
  opened.push(database);
  return database.database.db;
}

type Db = Awaited<ReturnType<typeof fresh>>;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const transactionId = async (db: Db) =>
  rowsOf(await db.execute(sql`SELECT txid_current()::text AS id`))[0]!.id;
const note = (db: Db, ip: string) =>
  db.execute(sql`INSERT INTO visitors (ip_address) VALUES (${ip})`);
const notes = async (db: Db) =>
  rowsOf(await db.execute(sql`SELECT ip_address FROM visitors ORDER BY id`)).map(
    (row) => row.ip_address,
  );

describe.each(['pglite', 'postgres'] as const)('one transaction on %s', (kind) => {
  it('routes every statement made through db inside it to the one transaction', async () => {
    const db = await fresh(kind);
    const [first, second] = await inOneTransaction(db, async () => [
      await transactionId(db),
      await transactionId(db),
    ]);
    expect(second).toBe(first);
    // Once it is left, statements go to the pool as ever.
    expect(await transactionId(db)).not.toBe(first);
  });

  it('stores everything or nothing, a nested transaction being a savepoint of it', async () => {
    const db = await fresh(kind);
    await expect(
      inOneTransaction(db, async () => {
        await note(db, '192.0.2.1');
        await db.transaction(async (tx) => tx.execute(sql`SELECT 1`));
        await note(db, '192.0.2.2');
        throw new Error('the outbox could not be written');
      }),
    ).rejects.toThrow('the outbox could not be written');
    expect(await notes(db)).toEqual([]);

    await inOneTransaction(db, async () => {
      await note(db, '192.0.2.3');
      // A savepoint that fails undoes itself only.
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO visitors (ip_address) VALUES ('192.0.2.4')`);
          throw new Error('refused');
        })
        .catch(() => undefined);
    });
    expect(await notes(db)).toEqual(['192.0.2.3']);
  });

  it('lets statements outside it wait their turn, and work left behind use the pool', async () => {
    const db = await fresh(kind);
    let leftBehind: Promise<unknown> = Promise.resolve();
    const unit = inOneTransaction(db, async () => {
      await note(db, '192.0.2.5');
      // Begun inside, made after commit: it must not reach the finished transaction, whose
      // connection is back in the pool, maybe another request's by then.
      leftBehind = new Promise((resolve) => setTimeout(resolve, 50)).then(async () => ({
        routedTo: transactionOf(db),
        seen: await notes(db),
      }));
    });
    // Another request's statement meanwhile: on PGlite's one connection it waits for the commit.
    const [, seen] = await Promise.all([unit, notes(db)]);
    expect(seen.length).toBeLessThanOrEqual(1);
    expect(await leftBehind).toEqual({ routedTo: undefined, seen: ['192.0.2.5'] });
  });

  it('holds the back office’s connection when opened in its scope', async () => {
    const db = await fresh(kind);
    const pid = async () =>
      rowsOf(await db.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid as number;
    const pids = await inBackOffice(() =>
      inOneTransaction(db, async () => [await pid(), await pid(), await pid()]),
    );
    expect(new Set(pids).size).toBe(1);
    await inBackOffice(() =>
      inOneTransaction(db, async () => {
        await note(db, '192.0.2.6');
        // In the transaction: the row it wrote is seen before commit.
        expect(await notes(db)).toEqual(['192.0.2.6']);
      }),
    );
  });
});
