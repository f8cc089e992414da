import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';
import { HttpError } from '@/lib/http/respond';

// The rate limit lives in the process's own database.
withOwnDatabase('door-core');
delete process.env.SITE_URL;

let ip = '';
vi.mock('@/lib/http/client-ip', () => ({ clientIp: async () => ip }));

const { door } = await import('./door');

const origin = 'http://localhost:3000';
const request = (method: string, headers: Record<string, string> = {}) =>
  new NextRequest(`${origin}/api/thing`, { method, headers });
const ok = async () => Response.json({ ok: true });

describe('the doors’ core', () => {
  it('refuses a write from another site, and lets a read through without an Origin', async () => {
    const writes = door({ sameOrigin: 'writes' }, ok);
    const foreign = await writes(request('POST', { origin: 'https://elsewhere.example' }), {});
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'This request did not come from this website.' });
    expect((await writes(request('GET'), {})).status).toBe(200);
    expect((await writes(request('DELETE', { origin }), {})).status).toBe(200);
  });

  it('asks admission before the Origin, so a visitor without a session learns only that', async () => {
    const admitted = door(
      {
        admit: async () => {
          throw new HttpError(401, 'Please log in to continue.');
        },
        sameOrigin: 'always',
      },
      ok,
    );
    const answer = await admitted(request('POST'), {});
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: 'Please log in to continue.' });
  });

  it('counts each IP apart and answers 429 with the door’s words past the limit', async () => {
    const rule = { name: 'door-test', limit: 2, windowMs: 60_000 };
    const limited = door({ sameOrigin: 'never', limitPerIp: { rule, message: 'Slow down.' } }, ok);
    ip = '192.0.2.1';
    expect((await limited(request('GET'), {})).status).toBe(200);
    expect((await limited(request('GET'), {})).status).toBe(200);
    const third = await limited(request('GET'), {});
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: 'Slow down.' });
    ip = '192.0.2.2';
    expect((await limited(request('GET'), {})).status).toBe(200);
  });

  it('says no-store unless the handler chose, and leaves headers alone when told', async () => {
    const plain = await door({ sameOrigin: 'never' }, ok)(request('GET'), {});
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const cached = async () =>
      new Response('x', { headers: { 'Cache-Control': 'public, max-age=60' } });
    const chosen = await door({ sameOrigin: 'never' }, cached)(request('GET'), {});
    expect(chosen.headers.get('cache-control')).toBe('public, max-age=60');
    const left = await door({ sameOrigin: 'never', cacheControl: null }, ok)(request('GET'), {});
    expect(left.headers.get('cache-control')).toBeNull();
  });

  it('answers an unexpected failure in the one JSON shape, without its stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = door({ sameOrigin: 'never' }, async () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    const answer = await broken(request('GET'), {});
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      error: 'Something went wrong on our side. Please try again.',
    });
    expect(text).not.toContain('secret');
  });
});
