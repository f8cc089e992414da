import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, ApiError } from './api-fetch';

const page = { pathname: '/admin/account', search: '', origin: 'https://example.test', href: '' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering these in turn; the requests it was sent are in `.mock.calls`. */
function serverAnswering(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? json(500, { error: 'no more answers' }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('window', { location: { ...page } });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch and a 401', () => {
  it('sends a request refused 401 once more, and a renewed session carries on where it was', async () => {
    const fetch = serverAnswering(json(401, { error: 'Sign in first' }), json(200, { unread: 3 }));
    await expect(apiFetch('/api/admin/stats', z.object({ unread: z.number() }))).resolves.toEqual({
      unread: 3,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(window.location.href).toBe('');
  });

  it('sends a write again with its body: the door refused it before doing anything', async () => {
    const fetch = serverAnswering(
      json(401, { error: 'Sign in first' }),
      new Response(null, { status: 204 }),
    );
    const init = { method: 'POST', body: JSON.stringify({ code: '123456' }) };
    await apiFetch('/api/admin/account/two-factor/confirm', null, init);
    expect(fetch.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      expect.objectContaining(init),
      expect.objectContaining(init),
    ]);
  });

  it('goes back to the login page, and back here after it, when the second answer is 401 too', async () => {
    serverAnswering(json(401, { error: 'Sign in first' }), json(401, { error: 'Sign in first' }));
    await expect(apiFetch('/api/admin/stats', z.object({}))).rejects.toBeInstanceOf(ApiError);
    expect(window.location.href).toBe(
      'https://example.test/admin/admin-login?callbackUrl=%2Fadmin%2Faccount',
    );
  });

  it('does not send any other refusal twice', async () => {
    const fetch = serverAnswering(json(403, { error: 'Not for your role' }));
    await expect(apiFetch('/api/admin/team', z.object({}))).rejects.toMatchObject({
      status: 403,
      message: 'Not for your role',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
