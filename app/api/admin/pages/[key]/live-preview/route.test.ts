// The live preview door as the browser meets it, on a real PGlite database, and the page that
// reads what it kept: the copy as typed shown to its editor in the preview frame alone (not in
// another tab's Preview, not to another editor, never to a visitor), nothing saved or logged;
// copy that does not fit refused naming its field; who may use it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount } from '@/test/accounts';
import { callDoor, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

// What the page's request would carry: Next's draft mode, the session, the frame's mark.
const request = vi.hoisted(() => ({
  draft: false,
  marked: false,
  account: null as { id: number; role: string } | null,
}));
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  draftMode: async () => ({
    isEnabled: request.draft,
    enable: () => void (request.draft = true),
  }),
  headers: async () => new Headers(request.marked ? { 'x-live-preview': '1' } : {}),
}));
vi.mock('@/lib/auth/current-account', () => ({ currentAccount: async () => request.account }));
// Nothing is published here: what a visitor sees is the code's copy (the page cache is Next's).
vi.mock('@/lib/pages/published-copy', () => ({
  publishedCopy: async (_key: string, _schema: unknown, seed: unknown) => seed,
}));

const own = withOwnDatabase('live-preview-door');
setDoorEnvironment('live-preview-door');

const { accounts, activityLog, sitePageLiveCopies, sitePages } =
  await import('@/lib/own-data/db/schema');
const { pageCopy } = await import('@/lib/pages/page-copy');
const { introPageSchema } = await import('@/page-kinds/intro/shape');
const { fixedPageCopies } = await import('@/lib/content/fixed-page-copies');
const door = await import('./route');

const db = async () => (await own.database()).db;
const seed = fixedPageCopies.faq.seed;
type AccountRow = Awaited<ReturnType<typeof insertAccount>>;

async function person(name: string, role: 'editor' | 'receptionist') {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  return insertAccount(await db(), { email, name, role, password: 'pw' });
}
const send = async (who: AccountRow, body: unknown, key = 'faq') =>
  callDoor(door.PUT, {
    path: `/api/admin/pages/${key}/live-preview`,
    cookie: await sessionCookie(who),
    method: 'PUT',
    body,
    params: { key },
  });

/** The FAQ page's heading as a request by `who` (null: a visitor) renders it. */
async function headingFor(who: AccountRow | null, marked: boolean) {
  Object.assign(request, { account: who, marked });
  return (await pageCopy('faq', introPageSchema, seed)).heading;
}

beforeEach(async () => {
  Object.assign(request, { draft: false, marked: false, account: null });
  const database = await db();
  await database.delete(sitePageLiveCopies);
  await database.delete(activityLog);
  await database.delete(sitePages);
  await database.delete(accounts);
});

describe('the live preview door', () => {
  it('shows the copy as typed in its editor’s preview frame alone, saving nothing', async () => {
    const [eve, ed] = [await person('Eve Editor', 'editor'), await person('Ed Other', 'editor')];
    const response = await send(eve, { content: { ...seed, heading: 'Typed, not saved' } });
    expect(response.status).toBe(204);
    expect(request.draft).toBe(true);

    expect(await headingFor(eve, true)).toBe('Typed, not saved');
    // Preview in another tab, another editor's frame, a visitor with or without the mark.
    expect(await headingFor(eve, false)).toBe(seed.heading);
    expect(await headingFor(ed, true)).toBe(seed.heading);
    expect(await headingFor(null, true)).toBe(seed.heading);
    request.draft = false;
    expect(await headingFor(eve, true)).toBe(seed.heading);

    expect(await (await db()).select().from(sitePages)).toEqual([]);
    expect(await (await db()).select().from(activityLog)).toEqual([]);
  });

  it('refuses copy that does not fit its page naming the field, keeping the last that did', async () => {
    const eve = await person('Eve Editor', 'editor');
    await send(eve, { content: { ...seed, heading: 'Fits' } });
    const response = await send(eve, { content: { ...seed, heading: '' } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fields)).toEqual(['heading']);
    expect((await send(eve, {})).status).toBe(400);
    expect(await headingFor(eve, true)).toBe('Fits');
  });

  it('is closed to a role that may not edit pages, and knows only pages with an editor', async () => {
    const rita = await person('Rita Reception', 'receptionist');
    expect((await send(rita, { content: seed })).status).toBe(403);
    const eve = await person('Eve Editor', 'editor');
    expect((await send(eve, { content: seed }, 'no-such-page')).status).toBe(404);
    expect(await (await db()).select().from(sitePageLiveCopies)).toEqual([]);
    expect(request.draft).toBe(false);
  });
});
