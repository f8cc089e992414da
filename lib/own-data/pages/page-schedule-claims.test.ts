// Scheduled pages' claims on both databases a deployment may run (PGlite, and PostgreSQL, where
// several instances share one): due by the database's clock at the instant and not before, and
// claimed by one of two instances asking at once, never both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sitePageSchedules } from '@/lib/own-data/db/schema';
import { openDatabase, type Database } from '@/lib/own-data/db/client';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { claimDueSchedules, failSchedule } from './page-schedules';

const schedule = (pageKey: string, offset: string) => ({
  pageKey,
  content: { heading: pageKey },
  publishAt: sql`now() + ${offset}::interval`,
  actorName: 'Jane Smith',
  actorEmail: 'jane@example.com',
});

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`scheduled pages' claims on ${kind}`, () => {
    let test: TestDatabase;
    const db = () => test.database.db;

    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await db().delete(sitePageSchedules);
    });
    afterAll(async () => test.dispose());

    it('is due at its instant by the database’s clock, not a moment before', async () => {
      await db().insert(sitePageSchedules).values(schedule('about', '700 milliseconds'));
      expect(await claimDueSchedules(db())).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 800));
      const [claimed, ...more] = await claimDueSchedules(db());
      expect(claimed).toMatchObject({ pageKey: 'about', attempts: 1 });
      expect(more).toEqual([]);
      expect(await claimDueSchedules(db())).toEqual([]);
    });

    it('takes the earliest first, and a failed one only after its retry delay', async () => {
      await db()
        .insert(sitePageSchedules)
        .values([schedule('home', '-1 second'), schedule('contact', '-1 minute')]);
      const claimed = await claimDueSchedules(db(), 1);
      expect(claimed.map((row) => row.pageKey)).toEqual(['contact']);
      await failSchedule(db(), claimed[0]!, 'the firm’s copy no longer fits');
      expect((await claimDueSchedules(db())).map((row) => row.pageKey)).toEqual(['home']);
    });

    it.runIf(kind === 'postgres')('is claimed by one of two instances asking at once', async () => {
      const other: Database = await openDatabase({ databaseUrl: test.url!, dataDir: '/tmp' });
      try {
        await db().insert(sitePageSchedules).values(schedule('faq', '-1 second'));
        const [mine, theirs] = await Promise.all([
          claimDueSchedules(db()),
          claimDueSchedules(other.db),
        ]);
        expect([...mine, ...theirs].map((row) => row.pageKey)).toEqual(['faq']);
      } finally {
        await other.close();
      }
    });
  });
}
