import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFoundPaths } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import {
  deleteStaleNotFound,
  listNotFound,
  loggedNotFoundPaths,
  recordNotFound,
  recordNotFoundBatch,
} from './not-found-log';

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the Not found log on ${kind}`, () => {
    let test: TestDatabase;
    const db = () => test.database.db;
    const record = async (path: string, times = 1, cap?: number) => {
      for (let n = 0; n < times; n += 1) await recordNotFound(db(), path, { cap });
    };
    const rows = async () =>
      (await listNotFound(db())).results.map(({ path, hits }) => [path, hits]);
    const seenDaysAgo = (path: string, days: number) =>
      db().execute(
        sql`UPDATE not_found_paths SET last_seen_at = now() - make_interval(days => ${days}) WHERE path = ${path}`,
      );

    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await db().delete(notFoundPaths);
    });
    afterAll(() => test.dispose());
    afterEach(() => vi.restoreAllMocks());

    it('counts each path in one row, most frequent first, with when it was last seen', async () => {
      await record('/once');
      await record('/often', 3);
      await record('/twice', 2);
      expect(await rows()).toEqual([
        ['/often', 3],
        ['/twice', 2],
        ['/once', 1],
      ]);
      const log = await listNotFound(db());
      expect(log.total).toBe(3);
      expect(Date.now() - Date.parse(log.results[0]!.last_seen)).toBeLessThan(60_000);
      expect(await db().select().from(notFoundPaths)).toHaveLength(3);
    });

    it('keeps nothing of a path a redirect could not take or that looks like an address', async () => {
      for (const path of ['/a@example.com', `/${'x'.repeat(300)}`, '/api/nope', '/a b'])
        await record(path);
      expect(await rows()).toEqual([]);
    });

    it('keeps at most its cap of paths: a new one pushes out the least seen, oldest one', async () => {
      await record('/kept-often', 2, 3);
      await record('/oldest-once', 1, 3);
      await seenDaysAgo('/oldest-once', 2);
      await record('/newer-once', 1, 3);
      await seenDaysAgo('/newer-once', 1);
      await record('/newest', 1, 3);
      expect(await rows()).toEqual([
        ['/kept-often', 2],
        ['/newest', 1],
        ['/newer-once', 1],
      ]);
      // A path already there is counted again without pushing anything out, several at once too.
      await record('/newer-once', 2, 3);
      await recordNotFound(db(), '/newest', { hits: 5, cap: 3 });
      expect(await rows()).toEqual([
        ['/newest', 6],
        ['/newer-once', 3],
        ['/kept-often', 2],
      ]);
    });

    it('writes a batch in one statement and trims in one more, however many paths it holds', async () => {
      await record('/seen-twice', 2);
      await record('/seen-once');
      const execute = vi.spyOn(db(), 'execute');
      const batch: [string, number][] = [['/seen-once', 3]];
      for (let n = 0; n < 500; n += 1) batch.push([`/flood/${n}`, 1]);
      batch.push(['/a@example.com', 1], ['/zero', 0]);
      const kept = await recordNotFoundBatch(db(), batch, { cap: 100 });
      expect(execute).toHaveBeenCalledTimes(2);
      execute.mockRestore();
      // The paths seen most are kept, then the latest seen; what is left is answered.
      const log = await listNotFound(db());
      expect(log.total).toBe(100);
      expect(log.results.slice(0, 2).map(({ path, hits }) => [path, hits])).toEqual([
        ['/seen-once', 4],
        ['/seen-twice', 2],
      ]);
      expect(new Set(kept)).toEqual(new Set(await loggedNotFoundPaths(db())));
      expect(kept).toHaveLength(100);
      expect(kept).not.toContain('/a@example.com');
      expect(kept).not.toContain('/zero');
      // An empty batch only trims.
      expect(await recordNotFoundBatch(db(), [], { cap: 2 })).toHaveLength(2);
      expect(await rows()).toEqual([
        ['/seen-once', 4],
        ['/seen-twice', 2],
      ]);
    });

    it('forgets paths not seen for 90 days, and shows the most frequent hundred', async () => {
      await record('/stale');
      await record('/recent');
      await seenDaysAgo('/stale', 91);
      await seenDaysAgo('/recent', 89);
      expect(await deleteStaleNotFound(db())).toBe(1);
      expect(await rows()).toEqual([['/recent', 1]]);
      for (let n = 0; n < 105; n += 1) await record(`/p${n}`);
      const log = await listNotFound(db());
      expect(log.results).toHaveLength(100);
      expect(log.total).toBe(106);
    });
  });
}
