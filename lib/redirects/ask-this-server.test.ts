import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/config/env', () => ({ env: () => ({ PORT: 3999, HOSTNAME: undefined }) }));

const { askThisServer } = await import('./ask-this-server');
const { INTERNAL_HEADER, internalSecret, isInternalRequest } = await import('./internal-request');

describe('the server asking itself', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names itself with this process’s secret, which the gate lets through', async () => {
    const fetched = vi.fn(async (_url: URL, _init: RequestInit) => new Response(null));
    vi.stubGlobal('fetch', fetched);
    await askThisServer('/_service/payroll-plus', { headers: { accept: 'text/html' } });
    const [url, init] = fetched.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(String(url)).toBe('http://127.0.0.1:3999/_service/payroll-plus');
    expect(headers.get(INTERNAL_HEADER)).toBe(internalSecret());
    expect(
      isInternalRequest({
        headers: Object.fromEntries(headers),
        remote: '127.0.0.1',
        local: '127.0.0.1',
      }),
    ).toBe(true);
  });
});
