// The Publish at door as the browser meets it, on a real PGlite database: a scheduled copy shown
// as scheduled by the editor's and the Pages screen's doors and logged, nothing public yet; a
// past, impossible or missing time refused beside its field with nothing saved; who may use it.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '@/test/accounts';
import { callDoor, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('page-schedule-door');
setDoorEnvironment('page-schedule-door');

const { accounts, activityLog, sitePages, sitePageSchedules } =
  await import('@/lib/own-data/db/schema');
const { readPage } = await import('@/lib/own-data/pages/page-store');
const door = await import('./route');
const editorDoor = await import('../route');
const listDoor = await import('../../route');

const db = async () => (await own.database()).db;
const params = { key: 'faq' };
const path = '/api/admin/pages/faq/schedule';

async function cookieOf(name: string, role: 'editor' | 'receptionist') {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  return sessionCookie(await insertAccount(await db(), { email, name, role, password: 'pw' }));
}

const opened = async (cookie: string) =>
  (await callDoor(editorDoor.GET, { path: '/api/admin/pages/faq', cookie, params })).json();
const schedule = (cookie: string, body: unknown) =>
  callDoor(door.POST, { path, cookie, method: 'POST', body, params });

/** A London wall time `ms` from now, as the "Publish at" field sends it. */
const wallTimeIn = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date(Date.now() + ms))
    .replace(' ', 'T');

beforeEach(async () => {
  const database = await db();
  await database.delete(accounts);
  await database.delete(activityLog);
  await database.delete(sitePageSchedules);
  await database.delete(sitePages);
});

describe('the Publish at door', () => {
  it('schedules the copy, shown as scheduled and logged, nothing public yet', async () => {
    const eve = await cookieOf('Eve Editor', 'editor');
    const page = await opened(eve);
    const content = { ...page.content, heading: 'Questions at nine' };
    const response = await schedule(eve, {
      revision: 0,
      content,
      publishAt: wallTimeIn(3_600_000),
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.revision).toBe(1);
    expect(Date.parse(answer.publishAt) - Date.now()).toBeGreaterThan(3_590_000);

    expect(await opened(eve)).toMatchObject({
      revision: 1,
      hasDraft: true,
      content,
      scheduled: { at: answer.publishAt, by: 'Eve Editor', error: null },
    });
    const rows = await (
      await callDoor(listDoor.GET, { path: '/api/admin/pages', cookie: eve })
    ).json();
    expect(rows.find((row: { key: string }) => row.key === 'faq')).toMatchObject({
      scheduledAt: answer.publishAt,
      publishedAt: null,
    });
    expect((await readPage('faq')).published).toBeNull();
    const [entry] = await (await db()).select().from(activityLog);
    expect(entry).toMatchObject({ kind: 'page', actorName: 'Eve Editor', itemId: 'faq' });
    expect(entry!.summary).toMatch(/^Scheduled to publish at .+ UK time$/);
  });

  it('refuses a past, impossible or missing time beside Publish at, saving nothing', async () => {
    const eve = await cookieOf('Eve Editor', 'editor');
    const content = (await opened(eve)).content;
    for (const [publishAt, message] of [
      [
        wallTimeIn(-5_000),
        'Choose a time in the future, or leave Publish at empty to publish now.',
      ],
      ['2030-02-30T09:00', 'Enter a real date and time.'],
      ['tomorrow at nine', 'Enter a date and a time.'],
      [undefined, expect.any(String)],
    ]) {
      const response = await schedule(eve, { revision: 0, content, publishAt });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({ publishAt: message });
    }
    expect((await readPage('faq')).row).toBeNull();
    expect(await (await db()).select().from(sitePageSchedules)).toEqual([]);
    expect(await (await db()).select().from(activityLog)).toEqual([]);
  });

  it('is closed to a role that may not edit pages', async () => {
    const rita = await cookieOf('Rita Reception', 'receptionist');
    const response = await schedule(rita, {
      revision: 0,
      content: {},
      publishAt: wallTimeIn(3_600_000),
    });
    expect(response.status).toBe(403);
    expect(await (await db()).select().from(sitePageSchedules)).toEqual([]);
  });
});
