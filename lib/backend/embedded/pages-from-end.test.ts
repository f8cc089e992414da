import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@/lib/domain/paging';
import { freshDatabase, type TestDatabase } from '@/test/databases';
import { listMessages } from './messages';
import { listVisitors } from './visitors';

// A page in a list's back half is read from its other end (lib/own-data/db/paging.ts): every
// page must still hold the rows reading from the front gives, ties of one instant included.
const TOTAL = 3 * PAGE_SIZE + 7;

describe('pages read from the nearer end, on pglite', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase('pglite');
    // Rows n and n + 1 share an instant when n is even: the id decides their order.
    await test.database.db.execute(sql`
      INSERT INTO visitors (ip_address, created_at)
      SELECT '10.0.0.' || n, timestamptz '2026-01-01' + make_interval(mins => n / 2)
      FROM generate_series(1, ${TOTAL}::int) AS n`);
    await test.database.db.execute(sql`
      INSERT INTO messages (created_at, full_name, user_email, description)
      SELECT timestamptz '2026-01-01' + make_interval(mins => n / 2), 'Sender ' || n,
        's' || n || '@example.com', 'Enquiry ' || n
      FROM generate_series(1, ${TOTAL}::int) AS n`);
  }, 120_000);
  afterAll(() => test.dispose());

  const pages = Array.from({ length: Math.ceil(TOTAL / PAGE_SIZE) }, (_, index) => index + 1);

  it('lists every visit once, newest first, on every page', async () => {
    const read = [];
    for (const page of pages) read.push(...(await listVisitors(test.database.db, page)).results);
    const expected = Array.from({ length: TOTAL }, (_, index) => TOTAL - index);
    expect(read.map((visit) => visit.ip_address)).toEqual(expected.map((n) => `10.0.0.${n}`));
    const last = await listVisitors(test.database.db, pages.at(-1)!);
    expect(last).toMatchObject({ count: TOTAL, next: null, previous: pages.length - 1 });
    expect(last.results).toHaveLength(7);
  });

  it('lists every message once, newest first, on every page', async () => {
    const read = [];
    for (const page of pages) read.push(...(await listMessages(test.database.db, page)).results);
    const expected = Array.from({ length: TOTAL }, (_, index) => `Sender ${TOTAL - index}`);
    expect(read.map((message) => message.full_name)).toEqual(expected);
  });
});
