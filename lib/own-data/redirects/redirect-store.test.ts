import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notFoundPaths, redirects } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { listNotFound, recordNotFound } from './not-found-log';
import { addRedirect, listRedirects, redirectTargets, removeRedirect } from './redirect-store';

const site = 'https://www.crestfield.example';

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the redirects on ${kind}`, () => {
    let test: TestDatabase;
    const db = () => test.database.db;
    const add = (from: string, to: string, permanent = true) =>
      addRedirect(db(), { from, to, permanent }, site);

    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await db().delete(redirects);
      await db().delete(notFoundPaths);
    });
    afterAll(() => test.dispose());

    it('keeps what was added, listed by address, and the targets the site answers with', async () => {
      const added = await add('/zeta', 'https://jobs.example.org/', false);
      await add('/alpha', '/about');
      expect(added.redirect).toMatchObject({ from: '/zeta', permanent: false });
      expect(added.redirect?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect((await listRedirects(db())).map((redirect) => redirect.from)).toEqual([
        '/alpha',
        '/zeta',
      ]);
      expect(await redirectTargets(db())).toContainEqual({
        from: '/zeta',
        to: 'https://jobs.example.org/',
        permanent: false,
      });
    });

    it('refuses a second From, a loop and a chain, and stores none of them', async () => {
      await add('/a', '/b');
      expect((await add('/a', '/c')).conflict?.field).toBe('from');
      expect((await add('/b', '/a')).conflict?.message).toMatch(/loop/);
      expect((await add('/c', '/a')).conflict?.message).toMatch(/point it at the end instead/);
      expect((await add('/b', '/c')).conflict?.message).toMatch(/already redirects here/);
      expect(await redirectTargets(db())).toEqual([{ from: '/a', to: '/b', permanent: true }]);
    });

    it('lets only one of two redirects that would chain through when both come at once', async () => {
      const both = await Promise.all([add('/one', '/two'), add('/two', '/three')]);
      expect(both.filter((outcome) => outcome.redirect)).toHaveLength(1);
      expect(await redirectTargets(db())).toHaveLength(1);
    });

    it('takes the address out of the Not found log, and removes by id', async () => {
      await recordNotFound(db(), '/lost');
      await recordNotFound(db(), '/other');
      const { redirect } = await add('/lost', '/found');
      expect((await listNotFound(db())).results.map((row) => row.path)).toEqual(['/other']);
      expect(await removeRedirect(db(), redirect!.id)).toMatchObject({ from: '/lost' });
      expect(await removeRedirect(db(), redirect!.id)).toBeNull();
      expect(await listRedirects(db())).toEqual([]);
    });
  });
}
