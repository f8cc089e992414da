import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Menus } from '@/lib/domain/menus';
import { siteMenus } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { defaultMenus, lastKnownMenus, readMenus, saveMenus } from './menus-store';

const jane = { id: 7, name: 'Jane Smith' };
const omar = { id: 8, name: 'Omar Haddad' };
const changed: Menus = {
  header: [...defaultMenus.header, { label: 'Pricing', link: '/pricing' }],
  footer: [{ label: 'Our partners', link: 'https://partners.example.org/' }],
};

describe('the default menus', () => {
  it('are the links the header and footer showed before they were editable', () => {
    expect(defaultMenus).toEqual({
      header: [
        { label: 'Home', link: '/' },
        { label: 'About Us', link: '/about' },
        { label: 'Careers', link: '/careers' },
        { label: 'News and Blogs', link: '/news' },
        { label: 'Contact us', link: '/contact-us' },
      ],
      footer: [
        { label: 'Home', link: '/' },
        { label: 'About Us', link: '/about' },
        { label: 'Careers', link: '/careers' },
        { label: 'News and Blogs', link: '/news' },
        { label: 'FAQ', link: '/faq' },
        { label: 'Contact us', link: '/contact-us' },
      ],
    });
  });
});

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the menus store on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await test.database.db.delete(siteMenus);
    });
    afterAll(() => test.dispose());

    const db = () => test.database.db;

    it('answers the defaults, version 0 and no saver, before anything is saved', async () => {
      expect(await readMenus(db())).toEqual({ menus: defaultMenus, version: 0, savedBy: null });
    });

    it('saves, moves the version on and says who saved', async () => {
      const outcome = await saveMenus(changed, 0, jane, db());
      expect(outcome).toMatchObject({ saved: true, before: defaultMenus });
      const [row] = await db().select().from(siteMenus);
      expect(row).toMatchObject({ menus: changed, version: 1, savedByName: 'Jane Smith' });
      expect(row!.savedByAccountId).toBe(7);
      const stored = await readMenus(db());
      expect(stored).toMatchObject({ menus: changed, version: 1, savedBy: { name: 'Jane Smith' } });
      expect(Date.now() - stored.savedBy!.at.getTime()).toBeLessThan(60_000);
      expect(lastKnownMenus()).toEqual(changed);

      const again = { ...changed, footer: [] };
      expect(await saveMenus(again, 1, omar, db())).toMatchObject({
        saved: true,
        before: changed,
        after: { menus: again, version: 2, savedBy: { name: 'Omar Haddad' } },
      });
    });

    it('refuses a save on a version someone saved over, naming them, and changes nothing', async () => {
      await saveMenus(changed, 0, jane, db());
      const late = await saveMenus(defaultMenus, 0, omar, db());
      expect(late).toMatchObject({
        saved: false,
        current: { version: 1, savedBy: { name: 'Jane Smith' } },
      });
      expect((await readMenus(db())).menus).toEqual(changed);
    });

    it('lets one of two first saves at once through, never both', async () => {
      const outcomes = await Promise.all([
        saveMenus(changed, 0, jane, db()),
        saveMenus({ ...changed, header: [] }, 0, omar, db()),
      ]);
      expect(outcomes.map((outcome) => outcome.saved).sort()).toEqual([false, true]);
      const stored = await readMenus(db());
      expect(stored.version).toBe(1);
      const winner = outcomes.find((outcome) => outcome.saved);
      expect(winner).toMatchObject({ after: { menus: stored.menus } });
    });

    it('keeps the version when nothing changed, so nobody else’s form goes stale', async () => {
      await saveMenus(changed, 0, jane, db());
      expect(await saveMenus(changed, 1, omar, db())).toMatchObject({
        saved: true,
        after: { version: 1, savedBy: { name: 'Jane Smith' } },
      });
    });

    it('falls back menu by menu to the default where a stored one breaks today’s rules', async () => {
      await db()
        .insert(siteMenus)
        .values({
          menus: {
            header: [{ label: 'Bad', link: 'javascript:alert(1)' }],
            footer: changed.footer,
          },
          version: 4,
          savedByName: 'Jane Smith',
        });
      const stored = await readMenus(db());
      expect(stored.menus).toEqual({ header: defaultMenus.header, footer: changed.footer });
      expect(stored.version).toBe(4);
    });
  });
}
