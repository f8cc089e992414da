import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount, totpCode } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

// The limits live in the process's own database, as on the server; each login comes from one IP.
vi.mock('@/lib/http/client-ip', () => ({ clientIp: async () => '198.51.100.7' }));
const own = withOwnDatabase('login-limit');
Object.assign(process.env, {
  AUTH_SECRET: 'login-limit-secret-of-at-least-32-characters',
  SITE_URL: 'http://localhost:3000',
  // Without SMTP_URL no mail is ever queued; nothing is sent here (no sender runs).
  SMTP_URL: 'smtp://127.0.0.1:2525',
});

const { isLoginFailure, limitLoginFailures } = await import('./login-limit');
const { signIn } = await import('./sign-in');
const { accounts, outbox, rateLimits } = await import('@/lib/own-data/db/schema');
const { confirmTwoFactor, startTwoFactorSetup } = await import('@/lib/accounts/two-factor');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('isLoginFailure', () => {
  it('recognises the refusal next-auth gives a JSON client', async () => {
    const refusal = json(401, {
      url: 'http://localhost/api/auth/error?error=CredentialsSignin&provider=credentials',
    });
    expect(await isLoginFailure(refusal)).toBe(true);
  });

  it('recognises the refusal of a plain form post', async () => {
    const redirect = new Response(null, {
      status: 302,
      headers: { location: '/api/auth/error?error=CredentialsSignin' },
    });
    expect(await isLoginFailure(redirect)).toBe(true);
  });

  it('does not count a success or a stale CSRF token', async () => {
    expect(await isLoginFailure(json(200, { url: 'http://localhost/admin' }))).toBe(false);
    const csrf = new Response(null, {
      status: 302,
      headers: { location: '/admin/admin-login?csrf=true' },
    });
    expect(await isLoginFailure(csrf)).toBe(false);
  });

  it('leaves two-factor codes to their own limit, and does not count the request for one', async () => {
    const url = (error: string) => `http://localhost/api/auth/error?error=${error}`;
    expect(await isLoginFailure(json(401, { url: url('CodeIncorrect') }))).toBe(false);
    expect(await isLoginFailure(json(401, { url: url('CodeTooMany') }))).toBe(false);
    expect(await isLoginFailure(json(401, { url: url('CodeRequired') }))).toBe(false);
    const redirect = new Response(null, {
      status: 302,
      headers: { location: '/api/auth/error?error=CodeRequired' },
    });
    expect(await isLoginFailure(redirect)).toBe(false);
  });

  it('leaves the body readable for the client', async () => {
    const refusal = json(200, { url: 'http://localhost/x?error=CredentialsSignin' });
    await isLoginFailure(refusal);
    expect(await refusal.json()).toEqual({ url: 'http://localhost/x?error=CredentialsSignin' });
  });
});

// What next-auth's credentials callback answers a JSON client: authorize is signIn
// (lib/auth/auth-options.ts), and a thrown message comes back as ?error=.
const site = 'http://localhost:3000';
async function nextAuth(request: Request): Promise<Response> {
  const input = Object.fromEntries(new URLSearchParams(await request.text()));
  const refused = (error: string) =>
    json(401, { url: `${site}/api/auth/error?error=${error}&provider=credentials` });
  try {
    return (await signIn(input))
      ? json(200, { url: `${site}/admin` })
      : refused('CredentialsSignin');
  } catch (error) {
    return refused(encodeURIComponent((error as Error).message));
  }
}

const login = limitLoginFailures(nextAuth);
const post = (fields: Record<string, string>) =>
  login(
    new Request(`${site}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, json: 'true' }),
    }),
    { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) },
  );
const errorOf = async (answer: Response) =>
  new URL(((await answer.json()) as { url: string }).url).searchParams.get('error');

const ada = { email: 'ada@example.com', password: 'ada-long-password' };
const wrongCodeOf = (key: string) => {
  const right = [-1, 0, 1, 2].map((step) => totpCode(key, step));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !right.includes(code))!;
};

/** Ada, with two-factor on: her key. */
async function adaWithTwoFactor(): Promise<string> {
  const row = await insertAccount((await own.database()).db, {
    ...ada,
    name: 'Ada',
    role: 'editor',
  });
  const key = (await startTwoFactorSetup(row))!.key.replace(/\s/g, '');
  expect((await confirmTwoFactor(row.id, totpCode(key)))?.recoveryCodes).toHaveLength(10);
  return key;
}

/** Every limit's windows and locks as they will be `minutes` from now. */
async function minutesPass(minutes: number) {
  const db = (await own.database()).db;
  await db.execute(
    sql`UPDATE rate_limits SET window_start = window_start - ${`${minutes} minutes`}::interval`,
  );
}

describe('wrong two-factor codes', () => {
  beforeEach(async () => {
    const db = (await own.database()).db;
    for (const table of [accounts, outbox, rateLimits]) await db.delete(table);
  });

  it('have a limit of their own per account: past it even the right code waits, the owner is told', async () => {
    const key = await adaWithTwoFactor();
    const wrong = wrongCodeOf(key);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await post({ ...ada, code: wrong });
      expect([answer.status, await errorOf(answer)]).toEqual([401, 'CodeIncorrect']);
    }
    const sixth = await post({ ...ada, code: wrong });
    expect([sixth.status, await errorOf(sixth)]).toEqual([429, 'CodeTooMany']);
    const right = await post({ ...ada, code: totpCode(key, 1) });
    expect([right.status, await errorOf(right)]).toEqual([429, 'CodeTooMany']);

    // The password's windows were not used by the codes: this IP still has its five a minute.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await post({ ...ada, password: 'not-her-password' });
      expect([answer.status, await errorOf(answer)]).toEqual([401, 'CredentialsSignin']);
    }

    const db = (await own.database()).db;
    const mails = await db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'account', to: ada.email });
    expect(mails[0]!.subject).toMatch(/two-factor/i);
    expect(mails[0]!.text).toMatch(/5 wrong two-factor codes/);

    await minutesPass(16);
    const later = await post({ ...ada, code: totpCode(key, 1) });
    expect([later.status, await errorOf(later)]).toEqual([200, null]);
  });

  it('lock the account twice as long the next time within a day, with a mail each time', async () => {
    const key = await adaWithTwoFactor();
    const wrong = wrongCodeOf(key);
    const burst = async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await post({ ...ada, code: wrong })).status).toBe(401);
      }
    };
    await burst();
    await minutesPass(16);
    await burst();
    await minutesPass(16);
    const locked = await post({ ...ada, code: totpCode(key, 1) });
    expect([locked.status, await errorOf(locked)]).toEqual([429, 'CodeTooMany']);
    await minutesPass(15);
    expect((await post({ ...ada, code: totpCode(key, 1) })).status).toBe(200);
    expect(await (await own.database()).db.select().from(outbox)).toHaveLength(2);
  });
});
