// The page editor's draft and publish as its doors call them, on a real PGlite database: what
// the editor gets back, what is stored and public, what is expired and logged; and the two
// refusals that must leave all of it as it was (a stale save, a copy that does not fit).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

// Next's expiry runs only inside a request: the tags a write asked it to expire are kept here.
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}));

const own = withOwnDatabase('page-editor');
const { asc } = await import('drizzle-orm');
const { activityLog } = await import('@/lib/own-data/db/schema');
const { INVALID_FIELDS_MESSAGE } = await import('@/lib/http/field-errors');
const { readPage } = await import('@/lib/own-data/pages/page-store');
const { pageOfParam } = await import('./editable-pages');
const { editorState, publishOf, saveDraftOf } = await import('./page-editor');

const jane = sessionAccount();
const omar = { ...sessionAccount(), id: 2, name: 'Omar Ali', email: 'omar@example.com' };
// The page's shipped copy with `change` made; cast, as a door's page types its copy `unknown`
// (each kind has its own shape).
const seedWith = (page: { seed: unknown }, change: Record<string, unknown>) => ({
  ...(page.seed as Record<string, unknown>),
  ...change,
});

/** The activity log, oldest first, as the Activity screen words it. */
async function entries() {
  const { db } = await own.database();
  const rows = await db.select().from(activityLog).orderBy(asc(activityLog.id));
  return rows.map((row) => ({ by: row.actorName, summary: row.summary, item: row.itemId }));
}

beforeEach(() => void expired.splice(0));
afterEach(() => void vi.useRealTimers());

describe('a draft, then a publish', () => {
  it('keeps the draft out of public view, then makes it the page’s version 2', async () => {
    const page = await pageOfParam('news');
    const copy = seedWith(page, { intro: 'What we have written about our work lately.' });

    expect(await saveDraftOf(page, { content: copy, revision: 0 }, jane)).toEqual({ revision: 1 });
    expect(await editorState(page)).toMatchObject({
      revision: 1,
      hasDraft: true,
      content: copy,
      saved: { by: 'Jane Smith' },
    });
    expect((await readPage('news')).published).toBeNull(); // the public page is the code's copy
    expect(expired).toEqual([]);

    expect(await publishOf(page, { content: copy, revision: 1 }, jane)).toEqual({ version: 2 });
    const stored = await readPage('news');
    expect(stored.published).toMatchObject({ version: 2, content: copy, by: 'Jane Smith' });
    expect(stored.row?.draft).toBeNull();
    expect(await editorState(page)).toMatchObject({ revision: 2, hasDraft: false, content: copy });
    expect(expired).toEqual(['page:news']);
    expect(await entries()).toEqual([
      { by: 'Jane Smith', summary: 'Saved a draft', item: 'news' },
      { by: 'Jane Smith', summary: 'Published version 2', item: 'news' },
    ]);
  });
});

describe('two editors who opened the same revision', () => {
  it('refuses the later save (409) naming the first and when, and keeps the first’s copy', async () => {
    const page = await pageOfParam('faq');
    const opened = (await editorState(page)).revision;
    const janes = seedWith(page, { heading: 'Your questions, answered' });
    const omars = seedWith(page, { heading: 'Ask us anything' });
    const logged = (await entries()).length;

    // A summer noon (UTC), so that the time named is London's (13:00), not the server's.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T12:00:00Z') });
    await saveDraftOf(page, { content: janes, revision: opened }, jane);
    const refusal = expect.objectContaining({
      status: 409,
      message:
        'Jane Smith saved this page at 1 Jul 2026, 13:00, after you opened it. Reload to see their changes, then make yours again.',
    });
    await expect(saveDraftOf(page, { content: omars, revision: opened }, omar)).rejects.toEqual(
      refusal,
    );
    await expect(publishOf(page, { content: omars, revision: opened }, omar)).rejects.toEqual(
      refusal,
    );

    const after = await readPage('faq');
    expect(after.row).toMatchObject({ draft: janes, revision: opened + 1, savedBy: 'Jane Smith' });
    expect(after.published).toBeNull();
    expect(expired).toEqual([]);
    expect((await entries()).slice(logged).map((entry) => entry.by)).toEqual(['Jane Smith']);
  });
});

describe('a copy that does not fit its page', () => {
  it('is refused (400) naming the field, a list item’s by its path, and nothing is stored', async () => {
    const careers = await pageOfParam('careers');
    const { steps } = careers.seed as { steps: { title: string; detail: string }[] };
    const logged = (await entries()).length;

    const emptyHeading = seedWith(careers, { heading: '   ' });
    await expect(
      saveDraftOf(careers, { content: emptyHeading, revision: 0 }, jane),
    ).rejects.toMatchObject({
      status: 400,
      message: INVALID_FIELDS_MESSAGE,
      fields: { heading: 'Please fill this in.' },
    });
    const emptyStep = seedWith(careers, { steps: [steps[0], { ...steps[1], title: '' }] });
    await expect(
      publishOf(careers, { content: emptyStep, revision: 0 }, jane),
    ).rejects.toMatchObject({ status: 400, fields: { 'steps.1.title': 'Please fill this in.' } });

    expect(await readPage('careers')).toEqual({ row: null, published: null });
    expect(expired).toEqual([]);
    expect(await entries()).toHaveLength(logged);
  });

  it('is refused (400 on "address") when a service names an address of the site’s own', async () => {
    const service = await pageOfParam('service:diary-management');
    const before = await readPage(service.key);
    const moved = seedWith(service, { address: 'contact-us' });
    await expect(publishOf(service, { content: moved, revision: 0 }, jane)).rejects.toMatchObject({
      status: 400,
      fields: { address: '/contact-us is one of the site’s own addresses; choose another.' },
    });
    expect(await readPage(service.key)).toEqual(before);
    expect(expired).toEqual([]);
  });
});
