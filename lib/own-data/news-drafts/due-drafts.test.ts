import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/lib/own-data/db/client';
import { newsDrafts } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { createDraft, getDraft, updateDraft, type DraftWrite } from './draft-store';
import { claimDueDrafts, failDraft, finishDraft } from './due-drafts';

const actor = { id: 1, name: 'Jane Smith', email: 'jane@crestfield.example' };
const post = (publishAt: Date | null, state: DraftWrite['state'] = 'scheduled'): DraftWrite => ({
  title: 'Our new Leeds office opens',
  date: '2026-12-01',
  description: '<p>Open from Monday.</p>',
  state,
  publishAt,
  actor,
});
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`scheduled news claims on ${kind}`, () => {
    let test: TestDatabase;
    const db = () => test.database.db;

    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await db().delete(newsDrafts);
    });
    afterAll(() => test.dispose());

    it('claims a due post once, and never a draft or a post not yet due', async () => {
      const due = await createDraft(db(), post(minutes(-1)));
      await createDraft(db(), post(minutes(5)));
      await createDraft(db(), post(minutes(-5), 'draft'));

      const first = await claimDueDrafts(db());
      const second = await claimDueDrafts(db());
      expect(first.map((row) => row.id)).toEqual([due.id]);
      expect(second).toEqual([]);
    });

    it('gives each of many concurrent claims a different post', async () => {
      for (let i = 0; i < 6; i++) await createDraft(db(), post(minutes(-1)));
      // Separate connections on PostgreSQL, as two instances would have.
      const others: Database[] =
        kind === 'postgres'
          ? await Promise.all(
              [1, 2].map(() => openDatabase({ databaseUrl: test.url!, dataDir: '/tmp' })),
            )
          : [];
      try {
        const claimers = [db(), db(), ...others.map((other) => other.db)];
        const claims = await Promise.all(
          claimers.map((each) => claimDueDrafts(each, { limit: 2 })),
        );
        const ids = claims.flat().map((row) => row.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(Math.min(6, claimers.length * 2));
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    });

    it('retries a failed post after its backoff, and a post whose claim ran out', async () => {
      const draft = await createDraft(db(), post(minutes(-1)));
      const [claimed] = await claimDueDrafts(db());
      await failDraft(db(), claimed!, 'The firm’s API is unavailable');
      expect(await claimDueDrafts(db())).toEqual([]);
      expect(await getDraft(db(), draft.id)).toMatchObject({
        state: 'scheduled',
        last_error: 'The firm’s API is unavailable',
      });

      await db()
        .update(newsDrafts)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` });
      const [again] = await claimDueDrafts(db());
      expect(again).toMatchObject({ id: draft.id, attempts: 2 });

      // The instance died mid-post: once its claim has run out another takes the post.
      await db()
        .update(newsDrafts)
        .set({ claimedUntil: sql`now() - interval '1 second'` });
      expect((await claimDueDrafts(db())).map((row) => row.id)).toEqual([draft.id]);
      await finishDraft(db(), draft.id);
      expect(await getDraft(db(), draft.id)).toBeNull();
    });

    it('keeps an editor from saving over a post being sent, and claims only the one asked for', async () => {
      const one = await createDraft(db(), post(minutes(-1)));
      const other = await createDraft(db(), post(minutes(-1)));
      expect((await claimDueDrafts(db(), { id: one.id })).map((row) => row.id)).toEqual([one.id]);
      expect(await updateDraft(db(), one.id, post(null, 'draft'))).toBe('busy');
      expect(await updateDraft(db(), other.id, post(null, 'draft'))).toMatchObject({
        state: 'draft',
      });
      expect(await updateDraft(db(), 999, post(null, 'draft'))).toBeNull();
      expect(one.id).toBeGreaterThan(1_000_000_000);
    });
  });
}
