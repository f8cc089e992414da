// The live preview's store on a real PGlite database: one copy per editor and page, the newer
// replacing the older, each editor's apart, and copies a day old pruned when another is kept.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('live-copy-store');
const { sitePageLiveCopies } = await import('@/lib/own-data/db/schema');
const { liveCopyOf, storeLiveCopy } = await import('./live-copy-store');

const db = async () => (await own.database()).db;
const person = async (name: string) =>
  insertAccount(await db(), {
    email: `${name.toLowerCase()}@example.com`,
    name,
    role: 'editor',
    password: 'pw',
  });

describe('the live preview’s copies', () => {
  it('keeps the newest copy of each editor for each page, apart from the others', async () => {
    const [eve, omar] = [await person('Eve'), await person('Omar')];
    expect(await liveCopyOf('faq', eve.id)).toBeUndefined();
    await storeLiveCopy('faq', eve.id, { heading: 'First' });
    await storeLiveCopy('faq', eve.id, { heading: 'Second' });
    await storeLiveCopy('faq', omar.id, { heading: 'Omar’s' });
    await storeLiveCopy('about', eve.id, { heading: 'About' });
    expect(await liveCopyOf('faq', eve.id)).toEqual({ heading: 'Second' });
    expect(await liveCopyOf('faq', omar.id)).toEqual({ heading: 'Omar’s' });
    expect(await liveCopyOf('about', eve.id)).toEqual({ heading: 'About' });
    expect(await liveCopyOf('about', omar.id)).toBeUndefined();
    expect(await (await db()).select().from(sitePageLiveCopies)).toHaveLength(3);
  });

  it('prunes copies left a day when another is kept', async () => {
    const ada = await person('Ada');
    await storeLiveCopy('careers', ada.id, { heading: 'Left overnight' });
    await (
      await db()
    )
      .update(sitePageLiveCopies)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(sql`${sitePageLiveCopies.pageKey} = 'careers'`);
    await storeLiveCopy('news', ada.id, { heading: 'Typed now' });
    expect(await liveCopyOf('careers', ada.id)).toBeUndefined();
    expect(await liveCopyOf('news', ada.id)).toEqual({ heading: 'Typed now' });
  });
});
