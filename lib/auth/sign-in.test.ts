import { Secret, TOTP } from 'otpauth';
import { scratchFolder } from '@/test/file-end';
import { copyPgliteTemplate } from '@/test/pglite-template';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The sign-in reads the environment and the process's own database, as the server does.
const dataDir = scratchFolder('sign-in');
copyPgliteTemplate(dataDir);
Object.assign(process.env, {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'the-owner-password',
  ADMIN_USER: 'Olu Owner',
  AUTH_SECRET: 'sign-in-test-secret-of-at-least-32-characters',
});
delete process.env.DATABASE_URL;
delete process.env.API_BASE_URL;

const { closeDatabase, getDatabase } = await import('@/lib/own-data/db/client');
const { applyMigrations } = await import('@/lib/own-data/db/migrate');
const { activityLog } = await import('@/lib/own-data/db/schema');
const { startTwoFactorSetup, confirmTwoFactor } = await import('@/lib/accounts/two-factor');
const { ensurePrimaryOwner } = await import('@/lib/accounts/account-store');
const { signIn } = await import('./sign-in');

beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
afterAll(closeDatabase);

const owner = { email: 'owner@example.com', password: 'the-owner-password' };

it('asks for the code after the right password only, and logs each outcome', async () => {
  const account = await ensurePrimaryOwner(owner.email, 'Olu Owner');
  const setup = await startTwoFactorSetup(account);
  const key = setup!.key.replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  const now = Date.now();
  const on = await confirmTwoFactor(account.id, totp.generate({ timestamp: now }), now);
  const recovery = on!.recoveryCodes;

  // Unknown address and wrong password: the same plain refusal, never "code required".
  expect(await signIn({ email: 'nobody@example.com', password: owner.password })).toBeNull();
  expect(await signIn({ ...owner, password: 'wrong' })).toBeNull();
  await expect(signIn(owner)).rejects.toThrow('CodeRequired');
  await expect(signIn({ ...owner, code: '' })).rejects.toThrow('CodeRequired');
  await expect(signIn({ ...owner, code: 'aaaa-bbbb-cc' })).rejects.toThrow('CodeIncorrect');
  const next = totp.generate({ timestamp: now + 30_000 });
  expect((await signIn({ ...owner, code: next }))?.id).toBe(account.id);
  await expect(signIn({ ...owner, code: next })).rejects.toThrow('CodeIncorrect');
  expect((await signIn({ ...owner, code: recovery[0] }))?.id).toBe(account.id);

  const { db } = await getDatabase({ dataDir });
  const log = await db.select().from(activityLog).orderBy(activityLog.id);
  expect(
    log.map((entry) => [
      entry.kind,
      entry.summary,
      entry.accountId,
      entry.actorName,
      entry.success,
    ]),
  ).toEqual([
    ['failed-sign-in', 'Wrong email or password', null, 'nobody@example.com', false],
    ['failed-sign-in', 'Wrong email or password', account.id, 'Olu Owner', false],
    ['failed-sign-in', 'Wrong two-factor code', account.id, 'Olu Owner', false],
    ['sign-in', 'Signed in', account.id, 'Olu Owner', true],
    ['failed-sign-in', 'Wrong two-factor code', account.id, 'Olu Owner', false],
    ['sign-in', 'Signed in with a recovery code', account.id, 'Olu Owner', true],
  ]);
});
