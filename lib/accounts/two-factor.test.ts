import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { scratchFolder } from '@/test/file-end';
import { copyPgliteTemplate } from '@/test/pglite-template';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The store opens the process's own database from the environment, as the server does.
const dataDir = scratchFolder('two-factor');
copyPgliteTemplate(dataDir);
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = 'two-factor-test-secret-of-at-least-32-characters';
delete process.env.DATABASE_URL;
delete process.env.API_BASE_URL;

const { closeDatabase, getDatabase } = await import('@/lib/own-data/db/client');
const { applyMigrations } = await import('@/lib/own-data/db/migrate');
const { accounts, recoveryCodes } = await import('@/lib/own-data/db/schema');
const { findAccountById, setTwoFactorRequired } = await import('./account-store');
const { changePassword } = await import('./password');
const { verifyPassword } = await import('@/lib/accounts/password-hash');
const twoFactor = await import('./two-factor');

const db = async () => (await getDatabase({ dataDir })).db;
beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
afterAll(closeDatabase);

let accountId: number;
beforeEach(async () => {
  const database = await db();
  await database.delete(accounts);
  const [row] = await database
    .insert(accounts)
    .values({ email: 'ada@example.com', name: 'Ada', role: 'editor', sessionStamp: 'stamp-1' })
    .returning();
  accountId = row!.id;
});

const STEP = 30_000;
// Mid-step, so ±1 step is never a boundary question.
const now = Math.floor(Date.now() / STEP) * STEP + 15_000;
const codeAt = (key: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({ timestamp });

async function turnOn(): Promise<{ key: string; recovery: string[] }> {
  const setup = await twoFactor.startTwoFactorSetup({ id: accountId, email: 'ada@example.com' });
  const on = await twoFactor.confirmTwoFactor(accountId, codeAt(setup!.key, now), now);
  return { key: setup!.key, recovery: on!.recoveryCodes };
}

const account = async () => (await findAccountById(accountId))!;

describe('setting up two-factor', () => {
  it('shows a key and a QR code, and stays off until a first code confirms the key', async () => {
    const setup = await twoFactor.startTwoFactorSetup({ id: accountId, email: 'ada@example.com' });
    expect(setup!.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(setup!.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect((await account()).totpEnabledAt).toBeNull();

    expect(await twoFactor.confirmTwoFactor(accountId, '000000', now)).toBeNull();
    const wrongKey = new Secret({ size: 20 }).base32;
    expect(await twoFactor.confirmTwoFactor(accountId, codeAt(wrongKey, now), now)).toBeNull();
    expect((await account()).totpEnabledAt).toBeNull();

    const on = await twoFactor.confirmTwoFactor(accountId, codeAt(setup!.key, now), now);
    const codes = on!.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    expect(new Set(codes).size).toBe(10);
    const row = await account();
    expect(row.totpEnabledAt).not.toBeNull();
    // The key is kept sealed, never as the page showed it; turning it on ends every session.
    expect(row.totpSecret).not.toContain(setup!.key.replace(/\s/g, ''));
    expect(row.totpSecret).toMatch(/^sealed\.v1\./);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.sessionStamp).toBe(on!.stamp);
    expect(on!.stamp).not.toBe('stamp-1');
    // Only hashes are kept.
    const stored = await (
      await db()
    )
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, accountId));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codes).not.toContain(codeHash);
    expect(await twoFactor.unusedRecoveryCodes(accountId)).toBe(10);
  });

  it('refuses a new setup once two-factor is on', async () => {
    await turnOn();
    expect(
      await twoFactor.startTwoFactorSetup({ id: accountId, email: 'ada@example.com' }),
    ).toBeNull();
  });
});

describe('the code at sign-in', () => {
  it('takes a code of now or one step either side, each step once, never an older one', async () => {
    const { key } = await turnOn();
    const row = await account();
    // The confirming code's step is used already.
    expect(await twoFactor.checkSignInCode(row, codeAt(key, now), now)).toBeNull();
    expect(await twoFactor.checkSignInCode(row, codeAt(key, now + 2 * STEP), now)).toBeNull();
    const next = codeAt(key, now + STEP);
    expect(await twoFactor.checkSignInCode(row, next.replace(/(\d{3})/, '$1 '), now)).toBe('code');
    expect(await twoFactor.checkSignInCode(row, next, now)).toBeNull();
    // Later on, the code of the step before is still taken, but not one older than the last.
    const later = now + 10 * STEP;
    expect(await twoFactor.checkSignInCode(row, codeAt(key, later - STEP), later)).toBe('code');
    expect(await twoFactor.checkSignInCode(row, codeAt(key, later - 2 * STEP), later)).toBeNull();
    expect(await twoFactor.checkSignInCode(row, codeAt(key, later), later)).toBe('code');
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const { key } = await turnOn();
    const row = await account();
    const code = codeAt(key, now + STEP);
    const results = await Promise.all([
      twoFactor.checkSignInCode(row, code, now),
      twoFactor.checkSignInCode(row, code, now),
    ]);
    expect(results.sort()).toEqual(['code', null]);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { recovery } = await turnOn();
    const row = await account();
    expect(await twoFactor.checkSignInCode(row, recovery[0]!.toUpperCase(), now)).toBe('recovery');
    expect(await twoFactor.checkSignInCode(row, recovery[0]!, now)).toBeNull();
    expect(await twoFactor.checkSignInCode(row, recovery[1]!.replace(/-/g, ' '), now)).toBe(
      'recovery',
    );
    expect(await twoFactor.checkSignInCode(row, 'aaaa-bbbb-cc', now)).toBeNull();
    expect(await twoFactor.unusedRecoveryCodes(accountId)).toBe(8);
  });

  it('new recovery codes replace the old ones', async () => {
    const { recovery } = await turnOn();
    const fresh = await twoFactor.replaceRecoveryCodes(accountId);
    expect(fresh).toHaveLength(10);
    const row = await account();
    expect(await twoFactor.checkSignInCode(row, recovery[2]!, now)).toBeNull();
    expect(await twoFactor.checkSignInCode(row, fresh![0]!, now)).toBe('recovery');
  });
});

describe('turning two-factor off and changing the password', () => {
  it('removes the key and the codes, and ends every session (a new stamp)', async () => {
    const { key, recovery } = await turnOn();
    const stamp = await twoFactor.turnOffTwoFactor(accountId);
    const row = await account();
    expect(row.sessionStamp).toBe(stamp);
    expect(stamp).not.toBe('stamp-1');
    expect([row.totpSecret, row.totpEnabledAt, row.totpLastStep]).toEqual([null, null, null]);
    expect(await twoFactor.unusedRecoveryCodes(accountId)).toBe(0);
    expect(await twoFactor.checkSignInCode(row, codeAt(key, now + STEP), now)).toBeNull();
    expect(await twoFactor.checkSignInCode(row, recovery[0]!, now)).toBeNull();
    expect(await twoFactor.replaceRecoveryCodes(accountId)).toBeNull();
  });

  it('changes a password the account has, with a new stamp; never the primary owner’s', async () => {
    expect(await changePassword(accountId, 'a new long password')).toBeNull();
    await (
      await db()
    )
      .update(accounts)
      .set({ passwordHash: 'scrypt$1$x$y' })
      .where(eq(accounts.id, accountId));
    const stamp = await changePassword(accountId, 'a new long password');
    const row = await account();
    expect(row.sessionStamp).toBe(stamp);
    expect(await verifyPassword('a new long password', row.passwordHash)).toBe(true);
  });

  it('reads whether the owner requires two-factor of everyone', async () => {
    expect(await twoFactor.isTwoFactorRequired()).toBe(false);
    await setTwoFactorRequired(true);
    expect(await twoFactor.isTwoFactorRequired()).toBe(true);
    await setTwoFactorRequired(false);
    expect(await twoFactor.isTwoFactorRequired()).toBe(false);
  });
});
