import { describe, expect, it } from 'vitest';
import { listNotFound } from '@/lib/own-data/redirects/not-found-log';
import { withOwnDatabase } from '@/test/own-database';
import { countNotFound, flushNotFound } from './count-not-found';

const own = withOwnDatabase('count-not-found');

describe('counting 404s for the Not found log', () => {
  it('adds up in memory and writes one row per path when it flushes', async () => {
    for (let n = 0; n < 3; n += 1) countNotFound('/gone');
    countNotFound('/also-gone');
    countNotFound('/someone@example.com');
    const { db } = await own.database();
    expect((await listNotFound(db)).total).toBe(0);
    await flushNotFound();
    expect((await listNotFound(db)).results.map(({ path, hits }) => [path, hits])).toEqual([
      ['/gone', 3],
      ['/also-gone', 1],
    ]);
    // Nothing counted twice by a second flush.
    await flushNotFound();
    expect((await listNotFound(db)).results[0]!.hits).toBe(3);
  });

  it('writes on its own two seconds after a count', async () => {
    countNotFound('/later');
    const { db } = await own.database();
    await expect
      .poll(async () => (await listNotFound(db)).results.find((row) => row.path === '/later'), {
        timeout: 5_000,
      })
      .toMatchObject({ hits: 1 });
  });
});
