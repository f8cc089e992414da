// The embedded database behind its socket, as the server uses it: many statements asked for at
// once, of different shapes, each answered with its own result.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '@/test/databases';

let opened: TestDatabase | undefined;
afterAll(() => opened?.dispose());

describe('the embedded database', () => {
  it('answers 300 statements asked for at once, each with its own parameters', async () => {
    opened = await freshDatabase('pglite');
    const { db } = opened.database;
    // Long texts among the parameters: a statement then reaches the server in several pieces.
    const long = 'x'.repeat(200_000);
    const asked = Array.from({ length: 300 }, (_, n) =>
      n % 2 === 0
        ? db.execute(sql`SELECT ${n}::int + length(${long}::text) - 199999 AS value`)
        : db.execute(
            sql`SELECT ${n}::int + ${1}::int + ${2}::int + ${3}::int + ${4}::int AS value`,
          ),
    );
    const values = (await Promise.all(asked)).map(
      (result) => (result as unknown as { rows: { value: number }[] }).rows[0]!.value,
    );
    expect(values).toEqual(Array.from({ length: 300 }, (_, n) => (n % 2 === 0 ? n + 1 : n + 10)));
  });
});
