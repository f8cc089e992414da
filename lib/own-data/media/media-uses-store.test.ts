// The media library's usage table as the product's own texts are written, on a real PGlite: a
// picture put into a news draft or a page shows as used at once, and stops when it is taken
// out; built again from every text, the table says what a search of every text says.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta, jobs, media, mediaUses, news } from '@/lib/own-data/db/schema';
import { everyTextUses, tableUses } from '@/test/media-uses';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('media-uses-store');
const store = await import('./media-uses-store');
const { rebuildOwnUses } = await import('./rebuild-own-uses');
const drafts = await import('@/lib/own-data/news-drafts/draft-store');
const { finishDraft } = await import('@/lib/own-data/news-drafts/due-drafts');
const pages = await import('@/lib/own-data/pages/page-store');
const { addPage } = await import('@/lib/own-data/pages/service-store');
const { seedYear } = await import('@/lib/own-data/db/year-of-data/seed-year');

const chart = 'AbCdEfGhIjKlMnOpQr_-12';
const desk = 'ZyXwVuTsRqPoNmLkJi_-98';
const picture = (id: string) => `<p>See</p><img src="/media/uploads/${id}.png" alt="A picture" />`;
const jane = { id: 1, name: 'Jane Smith' };
const actor = { ...jane, email: 'jane@example.com' };
const db = async () => (await own.database()).db;
const usesOf = async (id: string) => (await store.usesOfMedia(await db(), [id])).get(id)!;
const draftOf = (description: string) => ({
  title: 'Our Leeds office opens',
  date: '2026-12-01',
  description,
  state: 'draft' as const,
  publishAt: null,
  actor,
});

describe('a picture in a news draft', () => {
  it('is used from the save that puts it in until the one that takes it out, or the draft goes', async () => {
    const draft = await drafts.createDraft(await db(), draftOf(picture(chart)));
    const use = {
      kind: 'news',
      id: String(draft.id),
      title: 'Our Leeds office opens',
      draft: true,
    };
    expect(await usesOf(chart)).toEqual([use]);

    await drafts.updateDraft(await db(), draft.id, draftOf('<p>No picture now</p>'));
    expect(await usesOf(chart)).toEqual([]);
    await drafts.updateDraft(await db(), draft.id, draftOf(picture(chart)));
    // The media library's rewrite of a draft's text alone.
    await drafts.setDraftDescription(await db(), draft.id, picture(desk));
    expect(await usesOf(chart)).toEqual([]);
    expect(await usesOf(desk)).toEqual([use]);
    await drafts.removeDraft(await db(), draft.id);
    expect(await usesOf(desk)).toEqual([]);

    // Posted: the draft's uses go (the news item it became records its own).
    const posted = await drafts.createDraft(await db(), draftOf(picture(chart)));
    await finishDraft(await db(), posted.id);
    expect(await usesOf(chart)).toEqual([]);
  });
});

describe('a picture in a site page', () => {
  it('is used by its draft, then by its published copy, and goes with both', async () => {
    const draft = { kind: 'page', id: 'terms', title: 'Terms of Service', draft: true };
    const published = { ...draft, draft: false };
    let revision = await pages.saveDraft('terms', { body: picture(chart) }, 0, jane);
    expect(await usesOf(chart)).toEqual([draft]);

    await pages.publishPage('terms', { body: picture(chart) }, revision, jane, { body: '' });
    expect(await usesOf(chart)).toEqual([published]);
    revision += 1;
    revision = await pages.saveDraft('terms', { body: '<p>Text only</p>' }, revision, jane);
    expect(await usesOf(chart)).toEqual([published]);
    await pages.publishPage('terms', { body: '<p>Text only</p>' }, revision, jane, undefined);
    expect(await usesOf(chart)).toEqual([]);

    // Version 2 showed it: published again, it is used again.
    await pages.restoreVersion('terms', 2, revision + 1, jane, undefined);
    expect(await usesOf(chart)).toEqual([published]);
  });

  it('is used by a service or a page added in the back office, named by its title', async () => {
    await addPage(
      'service:payroll-bureau',
      { title: 'Payroll', image: `/media/uploads/${desk}.jpg` },
      jane,
    );
    const image = `/media/uploads/${desk}.jpg`;
    const section = {
      kind: 'image-and-text',
      heading: 'Clinics',
      text: '',
      image,
      imageAlt: 'A desk',
    };
    await addPage(
      'page:sectors-we-serve',
      { title: 'Sectors we serve', sections: [section] },
      jane,
    );
    expect(await usesOf(desk)).toEqual(
      expect.arrayContaining([
        { kind: 'page', id: 'service:payroll-bureau', title: 'Payroll', draft: true },
        { kind: 'page', id: 'page:sectors-we-serve', title: 'Sectors we serve', draft: true },
      ]),
    );
  });
});

describe('the table built again from every text', () => {
  it('says what a search of every text says, for a year of data and texts it never saw written', async () => {
    const database = await db();
    await database.insert(media).values(
      [chart, desk].map((id) => ({
        id,
        contentType: 'image/png' as const,
        bytes: new Uint8Array([1]),
      })),
    );
    // A year written in SQL (its news show pictures), which builds the table as it ends.
    await seedYear(database, { scale: 0.01, now: new Date('2026-03-18T12:00:00Z') });
    expect(await store.usesBuilt(database)).toMatchObject({ from: 'own' });
    const found = await everyTextUses(database);
    // One news item in ten shows a picture; earlier tests put three into pages.
    expect(found.filter((use) => use.includes(' news ')).length).toBeGreaterThan(0);
    expect(found.filter((use) => use.includes(' page ')).length).toBe(3);
    expect(await tableUses(database)).toEqual(found);

    // Rows written before the table existed (a database migrated to it): none recorded.
    await database
      .insert(news)
      .values({ title: 'Before', date: '2025-01-02', description: picture(chart) });
    await database.insert(jobs).values({
      title: 'Receptionist',
      description: '<p>Front desk</p>',
      requirements: picture(desk),
      endDate: '2027-01-01',
    });
    await database.delete(mediaUses);
    await database.delete(appMeta).where(eq(appMeta.key, 'media_uses_built'));
    expect(await store.usesBuilt(database)).toBeNull();
    await rebuildOwnUses(database);
    expect(await tableUses(database)).toEqual(await everyTextUses(database));
    expect(await usesOf(desk)).toContainEqual({
      kind: 'job',
      id: expect.any(String),
      title: 'Receptionist',
      draft: false,
    });
    expect(await store.usesBuilt(database)).toMatchObject({ from: 'own' });
  });
});
