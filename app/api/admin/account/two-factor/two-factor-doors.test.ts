// The account page's two-factor doors as the browser meets them (a signed-in session, JSON, the
// answers it reads), on a real PGlite database: turning two-factor on asks for the password and
// ends the account's other sessions; the key never sits in the database in clear.
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, totpCode } from '@/test/accounts';
import { callDoor, keptCookie, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('two-factor-doors');
setDoorEnvironment('two-factor-doors');

const { accounts, activityLog } = await import('@/lib/own-data/db/schema');
const { ensurePrimaryOwner, findAccountById } = await import('@/lib/accounts/account-store');
const { signIn } = await import('@/lib/auth/sign-in');
const setupDoor = await import('./setup/route');
const confirmDoor = await import('./confirm/route');
const codesDoor = await import('./recovery-codes/route');

const db = async () => (await own.database()).db;
const ada = { email: 'ada@example.com', password: 'ada-long-password' };

const adaAccount = async () => insertAccount(await db(), { ...ada, name: 'Ada', role: 'editor' });

beforeEach(async () => {
  const database = await db();
  await database.delete(accounts);
  await database.delete(activityLog);
});

const setup = (cookie: string, body?: unknown) =>
  callDoor(setupDoor.POST, { path: '/api/admin/account/two-factor/setup', cookie, body });
const confirm = (cookie: string, code: string) =>
  callDoor(confirmDoor.POST, {
    path: '/api/admin/account/two-factor/confirm',
    cookie,
    body: { code },
  });
const newCodes = (cookie: string, currentPassword: string) =>
  callDoor(codesDoor.POST, {
    path: '/api/admin/account/two-factor/recovery-codes',
    cookie,
    body: { currentPassword },
  });

describe('turning two-factor on', () => {
  it('asks for the current password before it shows a key', async () => {
    const account = await adaAccount();
    const cookie = await sessionCookie(account);

    const bare = await setup(cookie);
    expect(bare.status).toBe(400);
    const bareBody = await bare.json();
    expect(bareBody).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { currentPassword: 'Enter your current password' },
    });
    const wrong = await setup(cookie, { currentPassword: 'not-her-password' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({
      currentPassword: 'That is not your current password',
    });
    expect((await findAccountById(account.id))!.totpPendingSecret).toBeNull();

    const right = await setup(cookie, { currentPassword: ada.password });
    expect(right.status).toBe(200);
    expect((await right.json()).key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  });

  it('asks the primary owner for ADMIN_PASSWORD', async () => {
    const owner = await ensurePrimaryOwner('owner@example.com', 'Olu Owner');
    const cookie = await sessionCookie(owner);
    expect((await setup(cookie, { currentPassword: ada.password })).status).toBe(400);
    expect((await setup(cookie, { currentPassword: 'the-owner-password' })).status).toBe(200);
  });

  it('ends the account’s other sessions once on, and keeps the one that turned it on', async () => {
    const account = await adaAccount();
    const here = await sessionCookie(account);
    const elsewhere = await sessionCookie(account);

    const { key } = await (await setup(here, { currentPassword: ada.password })).json();
    const on = await confirm(here, totpCode(key));
    expect(on.status).toBe(200);
    expect((await on.json()).recoveryCodes).toHaveLength(10);

    const kept = keptCookie(on);
    expect(kept).not.toBeNull();
    expect((await newCodes(elsewhere, ada.password)).status).toBe(401);
    expect((await newCodes(here, ada.password)).status).toBe(401);
    expect((await newCodes(kept!, ada.password)).status).toBe(200);
  });

  it('keeps the key sealed in the database; a code from the key shown still signs in', async () => {
    const account = await adaAccount();
    const cookie = await sessionCookie(account);
    const { key } = await (await setup(cookie, { currentPassword: ada.password })).json();
    const plain = key.replace(/\s/g, '');
    expect((await findAccountById(account.id))!.totpPendingSecret).not.toContain(plain);

    expect((await confirm(cookie, totpCode(key))).status).toBe(200);
    const row = (await findAccountById(account.id))!;
    expect(row.totpSecret).not.toContain(plain);
    expect(JSON.stringify(row)).not.toContain(plain);
    expect((await signIn({ ...ada, code: totpCode(key, 1) }))?.id).toBe(account.id);
  });
});

describe('the key as stored before it was sealed', () => {
  it('still signs in, and is sealed by that sign-in', async () => {
    const account = await adaAccount();
    const plain = new Secret({ size: 20 }).base32;
    await (
      await db()
    )
      .update(accounts)
      .set({ totpSecret: plain, totpEnabledAt: new Date() })
      .where(eq(accounts.id, account.id));
    expect((await signIn({ ...ada, code: totpCode(plain) }))?.id).toBe(account.id);
    const row = (await findAccountById(account.id))!;
    expect(row.totpSecret).not.toContain(plain);
    expect((await signIn({ ...ada, code: totpCode(plain, 1) }))?.id).toBe(account.id);
  });
});
