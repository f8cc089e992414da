// "Publish at" as the doors and the worker run it, on a real PGlite database: a malformed or
// past time refused with nothing saved; a scheduled copy nowhere public until due, then published
// by the worker through the same path as "Publish" (the page's tag expired, the change logged).
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

// Next's expiry runs only inside a request; the worker's goes through the cache handler's hook.
const expired = vi.hoisted(() => ({ byNext: [] as string[], byHook: [] as string[] }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.byNext.push(tag),
}));
(globalThis as { __expireCachedTags?: (tags: string[]) => void }).__expireCachedTags = (tags) =>
  void expired.byHook.push(...tags);

const own = withOwnDatabase('publish-due-pages');
const { listActivity } = await import('@/lib/own-data/activity/list');
const { sitePageSchedules } = await import('@/lib/own-data/db/schema');
const { readPage } = await import('@/lib/own-data/pages/page-store');
const { scheduleOf } = await import('@/lib/own-data/pages/page-schedules');
const { pageOfParam } = await import('./editable-pages');
const { editorState, publishOf } = await import('./page-editor');
const { schedulePublishOf, PAST_PUBLISH_AT_MESSAGE } = await import('./schedule-publish');
const { publishDuePages } = await import('./publish-due-pages');

const jane = sessionAccount();
const db = async () => (await own.database()).db;
const seedWith = (page: { seed: unknown }, change: Record<string, unknown>) => ({
  ...(page.seed as Record<string, unknown>),
  ...change,
});
/** A London wall time `ms` from now, as the "Publish at" field sends it (with seconds). */
const wallTimeIn = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date(Date.now() + ms))
    .replace(' ', 'T');

const makeDue = async () =>
  (await db()).update(sitePageSchedules).set({ publishAt: sql`now() - interval '1 second'` });

const lastSummary = async () => (await listActivity({ page: 1 })).results[0]?.summary;

beforeEach(async () => {
  expired.byNext.splice(0);
  expired.byHook.splice(0);
  await (await db()).delete(sitePageSchedules);
});

describe('Publish at', () => {
  it('refuses a past or malformed time beside its field, saving nothing', async () => {
    const page = await pageOfParam('contact');
    const content = seedWith(page, { heading: 'Never' });
    for (const [publishAt, message] of [
      [wallTimeIn(-60_000), PAST_PUBLISH_AT_MESSAGE],
      ['2030-02-30T09:00', 'Enter a real date and time.'],
    ] as const) {
      await expect(
        schedulePublishOf(page, { revision: 0, content, publishAt }, jane),
      ).rejects.toMatchObject({ status: 400, fields: { publishAt: message } });
    }
    expect((await readPage('contact')).row).toBeNull();
    expect(await scheduleOf('contact')).toBeNull();
  });

  it('publishes the copy when due, once, through the same path as Publish', async () => {
    const page = await pageOfParam('faq');
    const content = seedWith(page, { heading: 'Questions, answered at nine' });
    const { revision, publishAt } = await schedulePublishOf(
      page,
      { revision: 0, content, publishAt: wallTimeIn(3_600_000) },
      jane,
    );
    expect(revision).toBe(1);
    expect(await lastSummary()).toMatch(/^Scheduled to publish at .+ UK time$/);
    expect((await editorState(page)).scheduled).toEqual({
      at: publishAt,
      by: 'Jane Smith',
      error: null,
    });
    expect(await publishDuePages()).toEqual(new Map()); // not due: nothing public
    expect((await readPage('faq')).published).toBeNull();
    expect(expired.byHook).toEqual([]);

    await makeDue();
    expect(await publishDuePages()).toEqual(new Map([['faq', 2]]));
    expect(await publishDuePages()).toEqual(new Map()); // once
    expect((await readPage('faq')).published).toMatchObject({ version: 2, content });
    expect(expired.byHook).toEqual(['page:faq']); // outside a request, as a publish expires it
    expect(expired.byNext).toEqual([]);
    expect(await lastSummary()).toBe('Published version 2 as scheduled');
    expect((await editorState(page)).scheduled).toBeNull();
  });

  it('is cancelled by Publish', async () => {
    const page = await pageOfParam('careers');
    const content = seedWith(page, { heading: 'Later' });
    const { revision } = await schedulePublishOf(
      page,
      { revision: 0, content, publishAt: wallTimeIn(3_600_000) },
      jane,
    );
    await publishOf(page, { revision, content: seedWith(page, { heading: 'Now' }) }, jane);
    await makeDue();
    expect(await publishDuePages()).toEqual(new Map());
    expect((await readPage('careers')).published?.content).toMatchObject({ heading: 'Now' });
  });

  it('keeps a copy that no longer fits, with the reason, to be retried', async () => {
    const page = await pageOfParam('news');
    await schedulePublishOf(
      page,
      { revision: 0, content: page.seed, publishAt: wallTimeIn(3_600_000) },
      jane,
    );
    await (await db()).update(sitePageSchedules).set({ content: { heading: 42 } });
    await makeDue();
    expect(await publishDuePages()).toEqual(new Map());
    expect((await scheduleOf('news'))?.lastError).toBeTruthy();
    expect((await readPage('news')).published).toBeNull();
  });
});
