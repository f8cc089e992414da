import { describe, expect, it } from 'vitest';
import { isLoginFailure } from './login-limit';

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

  it('counts a wrong two-factor code but not the request for one', async () => {
    const url = (error: string) => `http://localhost/api/auth/error?error=${error}`;
    expect(await isLoginFailure(json(401, { url: url('CodeIncorrect') }))).toBe(true);
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
