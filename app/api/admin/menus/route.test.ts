// The Menus door as the browser meets it, on a real PGlite database: the menus with the site's
// pages for the screen, a save that expires the public pages' tag and is logged, a refused link
// named by its field, a stale save refused naming who saved first, and who may open it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount } from '@/test/accounts';
import { callDoor, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const expired = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/freshness/expire', () => ({
  expireMenus: async () => {
    expired.count += 1;
  },
}));

const own = withOwnDatabase('menus-door');
setDoorEnvironment('menus-door');

const { accounts, activityLog, siteMenus } = await import('@/lib/own-data/db/schema');
const { defaultMenus } = await import('@/lib/own-data/menus-store');
const door = await import('./route');

const db = async () => (await own.database()).db;

async function cookieOf(name: string, role: 'administrator' | 'editor' | 'receptionist') {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  return sessionCookie(await insertAccount(await db(), { email, name, role, password: 'pw' }));
}

const read = (cookie: string) =>
  callDoor(door.GET, { path: '/api/admin/menus', cookie, method: 'GET' });
const save = (cookie: string, body: unknown) =>
  callDoor(door.PUT, { path: '/api/admin/menus', cookie, method: 'PUT', body });

const pricing = { label: 'Pricing', link: '/faq' };
const partners = { label: 'Our partners', link: 'https://partners.example.org/' };

beforeEach(async () => {
  const database = await db();
  await database.delete(accounts);
  await database.delete(activityLog);
  await database.delete(siteMenus);
  expired.count = 0;
});

describe('the Menus door', () => {
  it('answers today’s menus, version 0, saved by nobody, and the site’s pages', async () => {
    const response = await read(await cookieOf('Eve Editor', 'editor'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await response.json();
    expect(answer).toMatchObject({ menus: defaultMenus, version: 0, savedBy: null });
    expect(answer.pages).toContainEqual({ title: 'About Us', path: '/about' });
    expect(answer.pages).toContainEqual({ title: 'FAQ', path: '/faq' });
  });

  it('saves, expires the public pages and logs the menus that changed', async () => {
    const eve = await cookieOf('Eve Editor', 'editor');
    const header = [...defaultMenus.header, { label: ' Pricing ', link: ' /faq ' }];
    const response = await save(eve, { header, footer: defaultMenus.footer, version: 0 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      menus: { header: [...defaultMenus.header, pricing], footer: defaultMenus.footer },
      version: 1,
      savedBy: { name: 'Eve Editor' },
    });
    expect(expired.count).toBe(1);
    const [entry] = await (await db()).select().from(activityLog);
    expect(entry).toMatchObject({
      kind: 'menus',
      actorName: 'Eve Editor',
      summary: 'Changed the Header menu',
    });
    const [row] = await (await db()).select().from(siteMenus);
    expect(row!.menus).toEqual({
      header: [...defaultMenus.header, pricing],
      footer: defaultMenus.footer,
    });

    const both = { header: [pricing], footer: [partners], version: 1 };
    expect((await save(eve, both)).status).toBe(200);
    const entries = await (await db()).select().from(activityLog);
    expect(entries.map((logged) => logged.summary)).toContain(
      'Changed the Header menu and Footer menu',
    );
  });

  it('saves nothing, expires nothing and logs nothing when nothing changed', async () => {
    const eve = await cookieOf('Eve Editor', 'editor');
    expect((await save(eve, { ...defaultMenus, version: 0 })).status).toBe(200);
    expect(expired.count).toBe(0);
    expect(await (await db()).select().from(activityLog)).toEqual([]);
  });

  it('refuses a bad link, an empty or long label and a thirteenth link by field, saving nothing', async () => {
    const eve = await cookieOf('Eve Editor', 'editor');
    const header = [
      pricing,
      { label: '', link: '/about' },
      { label: 'Files', link: 'ftp://files.example.org/' },
      { label: 'x'.repeat(61), link: 'http://example.org/' },
      { label: 'Away', link: '//evil.example/' },
    ];
    const footer = Array.from({ length: 13 }, () => pricing);
    const response = await save(eve, { header, footer, version: 0 });
    expect(response.status).toBe(400);
    const link =
      'Enter a page of this site (an address starting with /) or an address starting with https://';
    expect((await response.json()).fields).toEqual({
      'header.1.label': 'Enter the label',
      'header.2.link': link,
      'header.3.label': 'The label is too long (60 characters at most)',
      'header.3.link': link,
      'header.4.link': link,
      footer: 'The footer menu has at most 12 links',
    });
    expect(await (await db()).select().from(siteMenus)).toEqual([]);
    expect(expired.count).toBe(0);
  });

  it('refuses a save on menus someone saved since, naming them', async () => {
    const jane = await cookieOf('Jane Smith', 'administrator');
    const eve = await cookieOf('Eve Editor', 'editor');
    expect((await save(jane, { header: [pricing], footer: [], version: 0 })).status).toBe(200);
    const late = await save(eve, { header: [partners], footer: [], version: 0 });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(
      /^Jane Smith saved these menus at \d\d:\d\d; reload to see their changes\.$/,
    );
    expect((await (await read(eve)).json()).menus.header).toEqual([pricing]);
  });

  it('refuses a Receptionist, reading or saving', async () => {
    const rita = await cookieOf('Rita Reception', 'receptionist');
    expect((await read(rita)).status).toBe(403);
    expect((await save(rita, { header: [], footer: [], version: 0 })).status).toBe(403);
    expect(await (await db()).select().from(siteMenus)).toEqual([]);
  });
});
