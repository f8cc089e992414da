import { describe, expect, it } from 'vitest';
import { ORIGINAL_COPY_AUTHOR } from '@/lib/domain/site-page';
import { withOwnDatabase } from '@/test/own-database';

withOwnDatabase('page-store');
const store = await import('./page-store');
const { pageCopies } = await import('./page-copies');

/** The page's published copy, as the reads of every page's live version give it. */
const liveCopy = async (key: string) =>
  (await pageCopies()).find((copy) => copy.key === key && !copy.draft)?.content;

const jane = { id: 1, name: 'Jane Smith' };
const omar = { id: 2, name: 'Omar Ali' };
const original = { title: 'As shipped' };

describe('a page’s drafts, versions and revisions', () => {
  it('keeps a draft out of the published copy until it is published', async () => {
    const key = 'service:drafts';
    const revision = await store.saveDraft(key, { title: 'Draft one' }, 0, jane);
    expect(revision).toBe(1);
    let page = await store.readPage(key);
    expect(page.row?.draft).toEqual({ title: 'Draft one' });
    expect(page.published).toBeNull();
    expect(await liveCopy(key)).toBeUndefined();

    await store.publishPage(key, { title: 'Live one' }, revision, jane, original);
    page = await store.readPage(key);
    expect(page.row?.draft).toBeNull();
    expect(page.published).toMatchObject({
      version: 2,
      content: { title: 'Live one' },
      by: 'Jane Smith',
    });
    expect(await liveCopy(key)).toEqual({ title: 'Live one' });
  });

  it('refuses a save on a revision someone has moved past, naming them, and keeps their copy', async () => {
    const key = 'service:conflict';
    await store.saveDraft(key, { title: 'Jane’s' }, 0, jane);
    const late = store.saveDraft(key, { title: 'Omar’s' }, 0, omar);
    await expect(late).rejects.toBeInstanceOf(store.StalePageError);
    await expect(late).rejects.toMatchObject({ by: 'Jane Smith' });
    expect((await store.readPage(key)).row?.draft).toEqual({ title: 'Jane’s' });
    await expect(store.publishPage(key, { title: 'x' }, 0, omar, original)).rejects.toMatchObject({
      by: 'Jane Smith',
    });
  });

  it('lists versions newest first, the shipped copy first of all, and restores one as a new version', async () => {
    const key = 'faq:history';
    await store.publishPage(key, { title: 'Second' }, 0, jane, original);
    await store.publishPage(key, { title: 'Third' }, 1, omar, original);
    const versions = await store.pageVersions(key);
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([
      [3, 'Omar Ali'],
      [2, 'Jane Smith'],
      [1, ORIGINAL_COPY_AUTHOR],
    ]);
    const restored = await store.restoreVersion(key, 1, 2, jane, original);
    expect(restored).toBe(4);
    expect((await store.readPage(key)).published).toMatchObject({ version: 4, content: original });
    expect((await store.pageVersions(key)).length).toBe(4);
    await expect(store.restoreVersion(key, 99, 3, jane, original)).rejects.toBeInstanceOf(
      store.UnknownVersionError,
    );
  });
});
