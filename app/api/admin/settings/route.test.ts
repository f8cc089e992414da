// The Settings door as the browser meets it, on a real PGlite database: the details shaped for
// the screen, a save that expires the public pages' tag and is logged with the fields it changed,
// a refused value named by its field, a stale save refused naming who saved first, and a role
// without the permission refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount } from '@/test/accounts';
import { callDoor, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const expired = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/freshness/expire', () => ({
  expireCompanyDetails: async () => {
    expired.count += 1;
  },
}));

const own = withOwnDatabase('settings-door');
setDoorEnvironment('settings-door');

const { accounts, activityLog, companyDetails } = await import('@/lib/own-data/db/schema');
const { defaultCompanyDetails } = await import('@/lib/own-data/company-details-store');
const door = await import('./route');

const db = async () => (await own.database()).db;

async function cookieOf(name: string, role: 'administrator' | 'editor' | 'receptionist') {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  return sessionCookie(await insertAccount(await db(), { email, name, role, password: 'pw' }));
}

const read = (cookie: string) =>
  callDoor(door.GET, { path: '/api/admin/settings', cookie, method: 'GET' });
const save = (cookie: string, body: unknown) =>
  callDoor(door.PUT, { path: '/api/admin/settings', cookie, method: 'PUT', body });

const newPhone = { number: '+44 161 555 0100', label: 'Manchester office' };

beforeEach(async () => {
  const database = await db();
  await database.delete(accounts);
  await database.delete(activityLog);
  await database.delete(companyDetails);
  expired.count = 0;
});

describe('the Settings door', () => {
  it('answers today’s details, version 0, saved by nobody, and nothing of the row', async () => {
    const response = await read(await cookieOf('Jane Smith', 'administrator'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      details: defaultCompanyDetails,
      version: 0,
      savedBy: null,
    });
  });

  it('saves, expires the public pages and logs the fields that changed', async () => {
    const jane = await cookieOf('Jane Smith', 'administrator');
    const body = { ...defaultCompanyDetails, phones: [newPhone], email: 'HELLO@example.org' };
    const response = await save(jane, { ...body, version: 0 });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      details: { email: 'hello@example.org', phones: [newPhone] },
      version: 1,
      savedBy: { name: 'Jane Smith' },
    });
    expect(Object.keys(answer)).toEqual(['details', 'version', 'savedBy']);
    expect(expired.count).toBe(1);
    const [entry] = await (await db()).select().from(activityLog);
    expect(entry).toMatchObject({
      kind: 'settings',
      actorName: 'Jane Smith',
      summary: 'Changed the company details: Email, Phone numbers',
    });
    expect((await (await read(jane)).json()).details.phones).toEqual([newPhone]);
  });

  it('refuses a value by its field and changes nothing', async () => {
    const jane = await cookieOf('Jane Smith', 'administrator');
    const phones = [{ number: 'call me', label: 'Office' }];
    const response = await save(jane, { ...defaultCompanyDetails, phones, version: 0 });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      'phones.0.number': 'Enter a phone number: digits and spaces, with a + at the start if needed',
    });
    expect(await (await db()).select().from(companyDetails)).toEqual([]);
    expect(expired.count).toBe(0);
  });

  it('refuses a save on details someone saved since, naming them', async () => {
    const jane = await cookieOf('Jane Smith', 'administrator');
    const omar = await cookieOf('Omar Haddad', 'administrator');
    expect((await save(jane, { ...defaultCompanyDetails, town: 'Leeds', version: 0 })).status).toBe(
      200,
    );
    const late = await save(omar, { ...defaultCompanyDetails, town: 'York', version: 0 });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(
      /^Jane Smith saved these details at \d\d:\d\d; reload to see their changes\.$/,
    );
    expect((await (await read(omar)).json()).details.town).toBe('Leeds');
  });

  it('refuses an Editor and a Receptionist, reading or saving', async () => {
    for (const cookie of [
      await cookieOf('Eve Editor', 'editor'),
      await cookieOf('Rita Reception', 'receptionist'),
    ]) {
      expect((await read(cookie)).status).toBe(403);
      const refused = await save(cookie, { ...defaultCompanyDetails, town: 'Leeds', version: 0 });
      expect(refused.status).toBe(403);
    }
    expect(await (await db()).select().from(companyDetails)).toEqual([]);
  });
});
