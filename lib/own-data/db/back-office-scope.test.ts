// On PostgreSQL the back office's statements take turns on one connection of their own, so that
// staff at work never hold the database (and the machine's cores) the public site needs.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '@/test/databases';
import { inBackOffice, outsideBackOffice } from './back-office-scope';

let opened: TestDatabase | undefined;
afterAll(() => opened?.dispose());

/** Which server processes answered four statements asked for at once. */
async function backendsOf(db: TestDatabase['database']['db']): Promise<number> {
  const asked = Array.from({ length: 4 }, () =>
    db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`),
  );
  const results = (await Promise.all(asked)) as unknown as { rows: { pid: number }[] }[];
  return new Set(results.map((result) => result.rows[0]!.pid)).size;
}

describe('the back office on PostgreSQL', () => {
  it('runs its statements one at a time, on a connection of its own', async () => {
    opened = await freshDatabase('postgres');
    const { db } = opened.database;
    expect(await backendsOf(db)).toBeGreaterThan(1);
    expect(await inBackOffice(() => backendsOf(db))).toBe(1);
    // A transaction in the back office holds that connection and gets its rows back.
    const inTransaction = await inBackOffice(() =>
      db.transaction(async (tx) => tx.execute(sql`SELECT 41 + 1 AS answer`)),
    );
    expect((inTransaction as unknown as { rows: { answer: number }[] }).rows[0]!.answer).toBe(42);
  });

  it('lets a long read asked from the back office (a backup) use the site’s connections', async () => {
    opened ??= await freshDatabase('postgres');
    const { db } = opened.database;
    expect(await inBackOffice(() => outsideBackOffice(() => backendsOf(db)))).toBeGreaterThan(1);
  });
});
