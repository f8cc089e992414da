// Pages on a schedule in the store, on a real PGlite database: a scheduled copy is a private
// draft until the database's clock reaches its instant (not a moment before), is claimed once,
// published as its author's version, and any save or publish by hand cancels it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('page-schedules');
const { sitePageSchedules } = await import('@/lib/own-data/db/schema');
const store = await import('./page-store');
const schedules = await import('./page-schedules');
const { pageCopies } = await import('./page-copies');
const { withdrawPage } = await import('./service-store');

const jane = { id: 1, name: 'Jane Smith', email: 'jane@example.com' };
const original = { title: 'As shipped' };
const db = async () => (await own.database()).db;
const inAnHour = () => new Date(Date.now() + 3_600_000);
const liveCopy = async (key: string) =>
  (await pageCopies()).find((copy) => copy.key === key && !copy.draft)?.content;

/** Moves the page's schedule to `offset` from the database's now (e.g. '-1 second'). */
async function dueIn(key: string, offset: string) {
  await (
    await db()
  )
    .update(sitePageSchedules)
    .set({ publishAt: sql`now() + ${offset}::interval` })
    .where(sql`${sitePageSchedules.pageKey} = ${key}`);
}

const claimFor = async (key: string) =>
  (await schedules.claimDueSchedules(await db(), 50)).filter((row) => row.pageKey === key);

describe('a page scheduled to publish', () => {
  it('keeps the copy as a private draft, then publishes it once when due', async () => {
    const key = 'service:scheduled';
    const revision = await schedules.schedulePage(key, { title: 'Later' }, 0, inAnHour(), jane);
    expect(revision).toBe(1);
    expect((await store.readPage(key)).row?.draft).toEqual({ title: 'Later' });
    expect(await liveCopy(key)).toBeUndefined();
    expect(await schedules.scheduleOf(key)).toMatchObject({ actorName: 'Jane Smith' });
    expect(await claimFor(key)).toEqual([]);

    await dueIn(key, '-1 second');
    const [claimed, ...more] = await claimFor(key);
    expect(more).toEqual([]);
    expect(await claimFor(key)).toEqual([]); // claimed: no other instance takes it
    expect(await schedules.publishScheduled(claimed!, original)).toBe(2);
    expect(await liveCopy(key)).toEqual({ title: 'Later' });
    const page = await store.readPage(key);
    expect(page.row?.draft).toBeNull();
    expect(page.published).toMatchObject({ version: 2, by: 'Jane Smith' });
    expect(await schedules.scheduleOf(key)).toBeNull();
  });

  it('is not due a moment before its instant by the database’s clock, and is at it', async () => {
    const key = 'service:exact';
    await schedules.schedulePage(key, { title: 'On the dot' }, 0, inAnHour(), jane);
    await dueIn(key, '700 milliseconds');
    expect(await claimFor(key)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await claimFor(key)).toHaveLength(1);
  });

  it('is cancelled by a save, a publish or an unpublish made by hand, then publishes nothing', async () => {
    const key = 'service:cancelled';
    let revision = await schedules.schedulePage(key, { title: 'Later' }, 0, inAnHour(), jane);
    await dueIn(key, '-1 second');
    const [claimed] = await claimFor(key);
    revision = await store.saveDraft(key, { title: 'Changed my mind' }, revision, jane);
    expect(await schedules.scheduleOf(key)).toBeNull();
    expect(await schedules.publishScheduled(claimed!, original)).toBeNull();
    expect(await liveCopy(key)).toBeUndefined();

    revision = await schedules.schedulePage(key, { title: 'Later' }, revision, inAnHour(), jane);
    await store.publishPage(key, { title: 'Now' }, revision, jane, original);
    expect(await schedules.scheduleOf(key)).toBeNull();
    expect(await liveCopy(key)).toEqual({ title: 'Now' });

    // Unpublished: a version scheduled before would bring the page back unasked.
    revision = (await store.readPage(key)).row!.revision;
    revision = await schedules.schedulePage(key, { title: 'Later' }, revision, inAnHour(), jane);
    await withdrawPage(key, revision, jane);
    expect(await schedules.scheduleOf(key)).toBeNull();
  });

  it('refuses a schedule made on a stale revision, keeping nothing', async () => {
    const key = 'service:stale';
    await store.saveDraft(key, { title: 'First' }, 0, jane);
    await expect(
      schedules.schedulePage(key, { title: 'Stale' }, 0, inAnHour(), jane),
    ).rejects.toBeInstanceOf(store.StalePageError);
    expect(await schedules.scheduleOf(key)).toBeNull();
  });

  it('keeps a failed attempt with its reason and retries it after the backoff', async () => {
    const key = 'service:failing';
    await schedules.schedulePage(key, { title: 'Later' }, 0, inAnHour(), jane);
    await dueIn(key, '-1 second');
    const [claimed] = await claimFor(key);
    await schedules.failSchedule(await db(), claimed!, 'the address is taken');
    expect(await schedules.scheduleOf(key)).toMatchObject({
      lastError: 'the address is taken',
      attempts: 1,
      claimedUntil: null,
    });
    expect(await claimFor(key)).toEqual([]); // not before its retry time
  });
});
