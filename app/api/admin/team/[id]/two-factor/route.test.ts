// The Team screen's "Reset two-factor" door as the browser meets it, on a real PGlite database:
// an owner clears someone else's two-factor (key, pending key, recovery codes), that person's
// sessions end and the log says so; never their own, never the primary owner's, never a non-owner.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, totpCode } from '@/test/accounts';
import { callDoor, sessionCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('team-two-factor');
setDoorEnvironment('team-two-factor');

const { accounts, activityLog, recoveryCodes } = await import('@/lib/own-data/db/schema');
const { ensurePrimaryOwner, findAccountById } = await import('@/lib/accounts/account-store');
const { confirmTwoFactor, startTwoFactorSetup } = await import('@/lib/accounts/two-factor');
const { signIn } = await import('@/lib/auth/sign-in');
const door = await import('./route');
const statsDoor = await import('@/app/api/admin/stats/route');

const db = async () => (await own.database()).db;

const person = async (email: string, role: 'owner' | 'administrator' | 'editor') =>
  insertAccount(await db(), {
    email,
    name: email.split('@')[0]!,
    role,
    password: `${email}-password`,
  });

/** Two-factor on for the account, as its account page turns it on: the account as it is then. */
async function withTwoFactor(account: { id: number; email: string }) {
  const setup = await startTwoFactorSetup(account);
  const key = setup!.key.replace(/\s/g, '');
  expect((await confirmTwoFactor(account.id, totpCode(key)))?.recoveryCodes).toHaveLength(10);
  return (await findAccountById(account.id))!;
}

beforeEach(async () => {
  const database = await db();
  await database.delete(accounts);
  await database.delete(activityLog);
});

const reset = (cookie: string, id: number) =>
  callDoor(door.DELETE, {
    path: `/api/admin/team/${id}/two-factor`,
    cookie,
    method: 'DELETE',
    params: { id: String(id) },
  });

describe('an owner resets someone’s two-factor', () => {
  it('clears the key and codes, ends their sessions and is in the activity log', async () => {
    const otto = await person('otto@example.com', 'owner');
    const ada = await withTwoFactor(await person('ada@example.com', 'editor'));
    const adaSession = await sessionCookie(ada);
    const dashboard = () =>
      callDoor(statsDoor.GET, { path: '/api/admin/stats', cookie: adaSession, method: 'GET' });
    expect((await dashboard()).status).toBe(200);

    const answer = await reset(await sessionCookie(otto), ada.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email: 'ada@example.com', twoFactorOn: false });

    const row = (await findAccountById(ada.id))!;
    expect([row.totpSecret, row.totpPendingSecret, row.totpEnabledAt]).toEqual([null, null, null]);
    const codes = await (
      await db()
    )
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, ada.id));
    expect(codes).toEqual([]);
    expect((await dashboard()).status).toBe(401);
    // The password alone signs her in again.
    expect((await signIn({ email: ada.email, password: 'ada@example.com-password' }))?.id).toBe(
      ada.id,
    );

    const log = await (
      await db()
    )
      .select()
      .from(activityLog)
      .where(eq(activityLog.kind, 'account'));
    expect(log.map((entry) => [entry.actorEmail, entry.summary, entry.itemTitle])).toEqual([
      ['otto@example.com', 'Reset the two-factor sign-in of ada@example.com', 'ada@example.com'],
    ]);
  });

  it('is refused for oneself, for the primary owner, for a non-owner, and when it is off', async () => {
    const primary = await withTwoFactor(await ensurePrimaryOwner('owner@example.com', 'Olu'));
    const otto = await withTwoFactor(await person('otto@example.com', 'owner'));
    const alan = await withTwoFactor(await person('alan@example.com', 'administrator'));
    const ada = await withTwoFactor(await person('ada@example.com', 'editor'));
    const asOtto = await sessionCookie(otto);

    expect((await reset(asOtto, otto.id)).status).toBe(403);
    const top = await reset(asOtto, primary.id);
    expect(top.status).toBe(403);
    expect((await top.json()).error).toMatch(/primary owner|ADMIN_EMAIL/);
    expect((await reset(await sessionCookie(alan), ada.id)).status).toBe(403);
    expect((await reset(asOtto, 9999)).status).toBe(404);
    for (const account of [primary, otto, ada]) {
      expect((await findAccountById(account.id))!.totpEnabledAt).not.toBeNull();
    }

    // The primary owner may reset another owner's.
    expect((await reset(await sessionCookie(primary), otto.id)).status).toBe(200);
    const again = await reset(await sessionCookie(primary), otto.id);
    expect(again.status).toBe(409);
  });
});
