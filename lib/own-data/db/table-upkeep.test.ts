import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/databases';
import { keepTablesUp, tablesNeverAnalysed } from './table-upkeep';

// PGlite has no autovacuum: after the upkeep, the planner knows the unreplied messages are few
// and counts them through their partial index instead of reading every message.
describe('table upkeep on pglite', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase('pglite');
    await test.database.db.execute(sql`
      INSERT INTO messages (full_name, description)
      SELECT 'Sender ' || n, 'Hello' FROM generate_series(1, 20000) AS n`);
    await test.database.db.execute(sql`
      INSERT INTO replies (message_id, reply_text, admin_user)
      SELECT id, 'Thank you', 'admin' FROM messages WHERE id % 50 <> 0`);
  }, 120_000);
  afterAll(() => test.dispose());

  const plan = async () => {
    const result = (await test.database.db.execute(
      sql`EXPLAIN SELECT count(*) FROM messages WHERE NOT replied`,
    )) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  };

  it('analyses the tables no one analysed, and the planner then uses what it learnt', async () => {
    expect(await tablesNeverAnalysed(test.database.db)).toBeGreaterThan(0);
    expect(await plan()).toContain('Seq Scan on messages');
    await keepTablesUp(test.database.db);
    expect(await tablesNeverAnalysed(test.database.db)).toBe(0);
    expect(await plan()).toContain('messages_unreplied_idx');
  });
});
