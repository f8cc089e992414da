import { like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFoundPaths } from '@/lib/own-data/db/schema';
import { listNotFound, NOT_FOUND_LOG_CAP } from '@/lib/own-data/redirects/not-found-log';
import { withOwnDatabase } from '@/test/own-database';
import {
  countNotFound,
  flushNotFound,
  NEW_PATHS_PER_CLIENT,
  NEW_PATHS_PER_INTERVAL,
} from './count-not-found';

const own = withOwnDatabase('count-not-found');
const db = async () => (await own.database()).db;

/** The statements the process's database runs, as they start and end (its pool's `query`). */
async function watchStatements() {
  const client = (
    (await db()) as unknown as { $client: { query: (...args: unknown[]) => unknown } }
  ).$client;
  const original = client.query.bind(client);
  const log = { writes: 0, all: 0, writing: 0, mostWritingAtOnce: 0 };
  const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
    // node-postgres takes the text alone or in a query config.
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    const writes = /^\s*(INSERT|UPDATE|DELETE|WITH)\b/i.test(String(text));
    log.all += 1;
    if (writes) {
      log.writes += 1;
      log.writing += 1;
      log.mostWritingAtOnce = Math.max(log.mostWritingAtOnce, log.writing);
    }
    try {
      return await (original as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      if (writes) log.writing -= 1;
    }
  });
  return { log, stop: () => spy.mockRestore() };
}

/** The hits of the log's rows whose path starts with `prefix`, by path. */
async function rowsUnder(prefix: string): Promise<Map<string, number>> {
  const rows = await (
    await db()
  )
    .select()
    .from(notFoundPaths)
    .where(like(notFoundPaths.path, `${prefix}%`));
  return new Map(rows.map((row) => [row.path, row.hits]));
}

/** A made-up client address, one of 2,000. */
const clientOf = (n: number) => `198.18.${Math.floor(n / 250) % 8}.${(n % 250) + 1}`;

describe('counting 404s for the Not found log', () => {
  beforeEach(async () => {
    // Whatever an earlier test left waiting is written, and its interval's new paths forgotten.
    await flushNotFound();
    await (await db()).delete(notFoundPaths);
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds up in memory and writes one row per path when it flushes', async () => {
    for (let n = 0; n < 3; n += 1) countNotFound('/gone');
    countNotFound('/also-gone');
    countNotFound('/someone@example.com');
    expect((await listNotFound(await db())).total).toBe(0);
    await flushNotFound();
    expect((await listNotFound(await db())).results.map(({ path, hits }) => [path, hits])).toEqual([
      ['/gone', 3],
      ['/also-gone', 1],
    ]);
    // Nothing counted twice by a second flush.
    await flushNotFound();
    expect((await listNotFound(await db())).results[0]!.hits).toBe(3);
  });

  it('writes on its own two seconds after a count', async () => {
    countNotFound('/later');
    await expect
      .poll(
        async () => (await listNotFound(await db())).results.find((row) => row.path === '/later'),
        { timeout: 5_000 },
      )
      .toMatchObject({ hits: 1 });
  });

  it('keeps the real misspelt address, with its full count, through a burst of 10,000 random paths', async () => {
    const misspelt = '/contact-su';
    const oftenMissed = '/servises';
    const watch = await watchStatements();
    // Before: seen a few times, and written.
    for (let n = 0; n < 3; n += 1) countNotFound(misspelt, '203.0.113.9');
    countNotFound(oftenMissed, '203.0.113.10');
    countNotFound(oftenMissed, '203.0.113.11');
    await flushNotFound();
    // During: 10,000 distinct paths from 2,000 clients, the real address among them; the log is
    // written every thousand requests (as the timer would, every 2 s of a flood), the real
    // address counted last before each write.
    let flushes = 1;
    let burstRows = 0;
    let mostNewRows = 0;
    for (let n = 0; n < 10_000; n += 1) {
      countNotFound(`/burst/${n}-${Math.random().toString(36).slice(2)}`, clientOf(n));
      if (n % 1000 === 999) {
        countNotFound(misspelt, '203.0.113.9');
        await flushNotFound();
        flushes += 1;
        const rows = (await rowsUnder('/burst/')).size;
        mostNewRows = Math.max(mostNewRows, rows - burstRows);
        burstRows = rows;
      }
    }
    // After.
    countNotFound(misspelt, '203.0.113.9');
    countNotFound(misspelt, '198.51.100.1');
    await flushNotFound();
    flushes += 1;
    watch.stop();

    const log = await listNotFound(await db());
    expect(log.results.find((row) => row.path === misspelt)?.hits).toBe(3 + 10 + 2);
    expect(log.results.find((row) => row.path === oftenMissed)?.hits).toBe(2);
    expect(log.results.slice(0, 2).map((row) => row.path)).toEqual([misspelt, oftenMissed]);
    // Each interval took at most its share of new paths, the log kept its cap, and each flush
    // wrote in two statements (the batch, the trim), never one per path.
    expect(mostNewRows).toBe(NEW_PATHS_PER_INTERVAL);
    expect(burstRows).toBeLessThanOrEqual(NOT_FOUND_LOG_CAP - 2);
    expect(log.total).toBe(NOT_FOUND_LOG_CAP);
    expect(watch.log.writes).toBeLessThanOrEqual(2 * flushes);
  });

  it('pushes no path seen many times out of a full log, however many new ones come', async () => {
    countNotFound('/kept', '203.0.113.20');
    countNotFound('/kept', '203.0.113.21');
    await flushNotFound();
    // Twelve intervals' worth of new paths: more than the log keeps.
    const intervals = Math.ceil((NOT_FOUND_LOG_CAP * 1.2) / NEW_PATHS_PER_INTERVAL);
    for (let interval = 0; interval < intervals; interval += 1) {
      for (let n = 0; n < NEW_PATHS_PER_INTERVAL; n += 1)
        countNotFound(`/flood/${interval}/${n}`, clientOf(interval * 1000 + n));
      await flushNotFound();
    }
    const log = await listNotFound(await db());
    expect(log.total).toBe(NOT_FOUND_LOG_CAP);
    expect(log.results[0]).toMatchObject({ path: '/kept', hits: 2 });
    // The latest of the paths seen once are the ones kept.
    const flood = await rowsUnder('/flood/');
    expect(flood.has(`/flood/${intervals - 1}/0`)).toBe(true);
    expect(flood.has('/flood/0/0')).toBe(false);
  });

  it('writes a full batch (every logged path and an interval of new ones) in two statements', async () => {
    // The log filled, an interval's worth of new paths at a time.
    for (let from = 0; from < NOT_FOUND_LOG_CAP; from += NEW_PATHS_PER_INTERVAL) {
      for (let n = from; n < from + NEW_PATHS_PER_INTERVAL; n += 1)
        countNotFound(`/full/${n}`, clientOf(n));
      await flushNotFound();
    }
    expect((await rowsUnder('/full/')).size).toBe(NOT_FOUND_LOG_CAP);
    // Each of them seen again (from one client: known paths are not its new ones), and as many
    // new ones as an interval takes.
    const watch = await watchStatements();
    for (let n = 0; n < NOT_FOUND_LOG_CAP; n += 1) countNotFound(`/full/${n}`, '192.0.2.1');
    for (let n = 0; n < NEW_PATHS_PER_INTERVAL; n += 1)
      countNotFound(`/full-new/${n}`, clientOf(n));
    await flushNotFound();
    watch.stop();
    expect(watch.log.all).toBe(2);
    const full = await rowsUnder('/full');
    expect(full.size).toBe(NOT_FOUND_LOG_CAP);
    // Seen twice, every logged path outranks the new ones: all of them stay.
    expect(
      [...full].filter(([path, hits]) => path.startsWith('/full/') && hits === 2),
    ).toHaveLength(NOT_FOUND_LOG_CAP);
  });

  it('never writes two flushes at once: one asked for while another writes waits for it', async () => {
    const watch = await watchStatements();
    for (let n = 0; n < 50; n += 1) countNotFound(`/first/${n}`, clientOf(n));
    const first = flushNotFound();
    // Counted while the first writes, then flushed twice (the timer and the shutdown, say).
    for (let n = 0; n < 50; n += 1) countNotFound(`/second/${n}`, clientOf(100 + n));
    const second = flushNotFound();
    const third = flushNotFound();
    countNotFound('/first/0', 'someone');
    await Promise.all([first, second, third]);
    watch.stop();
    expect(watch.log.mostWritingAtOnce).toBe(1);
    // The flushes asked for while one wrote were one: two batches, two statements each.
    expect(third).toBe(second);
    expect(watch.log.writes).toBe(4);
    expect((await rowsUnder('/first/')).size).toBe(50);
    expect((await rowsUnder('/second/')).size).toBe(50);
    // Counted before the waiting flush took its batch: written by it.
    expect((await rowsUnder('/first/0')).get('/first/0')).toBe(2);
  });

  it('takes a few new paths an interval from one client, and always counts the known ones', async () => {
    const attacker = '192.0.2.66';
    countNotFound('/known', '203.0.113.30');
    await flushNotFound();
    for (let n = 0; n < 50; n += 1) countNotFound(`/random/${n}`, attacker);
    // Past its share of new paths, the same client is still counted on a logged path and on one
    // it was already counted on this interval; another client still gets new ones in.
    for (let n = 0; n < 5; n += 1) countNotFound('/known', attacker);
    countNotFound('/random/0', attacker);
    countNotFound('/someone-else', '203.0.113.31');
    await flushNotFound();
    const random = await rowsUnder('/random/');
    expect(random.size).toBe(NEW_PATHS_PER_CLIENT);
    expect(random.get('/random/0')).toBe(2);
    expect((await rowsUnder('/known')).get('/known')).toBe(6);
    expect((await rowsUnder('/someone-else')).get('/someone-else')).toBe(1);
    // The next interval takes the client's new paths again.
    countNotFound('/random/49', attacker);
    await flushNotFound();
    expect((await rowsUnder('/random/49')).get('/random/49')).toBe(1);
  });

  it('takes at most an interval of new paths from many clients, the known ones still counted', async () => {
    countNotFound('/known-too', '203.0.113.40');
    await flushNotFound();
    for (let n = 0; n < 5_000; n += 1) {
      countNotFound(`/many/${n}`, clientOf(n));
      if (n % 100 === 0) countNotFound('/known-too', clientOf(n));
    }
    await flushNotFound();
    expect((await rowsUnder('/many/')).size).toBe(NEW_PATHS_PER_INTERVAL);
    expect((await rowsUnder('/known-too')).get('/known-too')).toBe(51);
  });
});
