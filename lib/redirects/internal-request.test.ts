import { EventEmitter } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { internalFromProblem, isServerOnlyPath } from './internal-addresses';
import {
  INTERNAL_HEADER,
  fromThisMachine,
  installInternalGate,
  internalSecret,
  isTurnedAway,
  turnAway,
} from './internal-request';
import { rememberLiveAddress } from './known-addresses';
import { SKIP_REDIRECTS_HEADER } from './skip-header';

const own = () => ({ [INTERNAL_HEADER]: internalSecret() });

describe('the internal addresses', () => {
  it('names /_service and /_missing however they are spelt, and nothing else', () => {
    for (const path of [
      '/_service/x',
      '/_missing/x',
      '/_service',
      '/%5Fservice/x',
      '/%5fMISSING/a',
    ])
      expect(isServerOnlyPath(path), path).toBe(true);
    for (const path of ['/', '/services', '/_services/x', '/about/_service', '/service/x'])
      expect(isServerOnlyPath(path), path).toBe(false);
  });

  it('refuses them, the fallback’s own and the site’s machinery as a redirect’s From', () => {
    for (const from of ['/_service/x', '/_missing/old', '/_nowhere', '/_next/static', '/api/x'])
      expect(internalFromProblem(from), from).toMatch(/internal addresses/);
    expect(internalFromProblem('/_service/x')).toContain('/_service/x is one of the site');
    for (const from of ['/old-page', '/servicing', '/_old', '/news/api'])
      expect(internalFromProblem(from), from).toBeNull();
  });
});

describe('the gate in front of the internal routes', () => {
  const fromOutside = { remote: '203.0.113.9', local: '127.0.0.1' };
  const fromHere = { remote: '127.0.0.1', local: '127.0.0.1' };

  it('turns away an outside request for /_service or /_missing', () => {
    for (const url of ['/_service/x', '/_missing/x', '/_service/x?y=1', '/%5Fservice/payroll'])
      expect(isTurnedAway({ url, headers: {}, ...fromOutside }), url).toBe(true);
  });

  it('turns away the secret from another machine, and this machine without it', () => {
    expect(isTurnedAway({ url: '/_service/x', headers: own(), ...fromOutside })).toBe(true);
    expect(isTurnedAway({ url: '/_service/x', headers: {}, ...fromHere })).toBe(true);
    const wrong = { [INTERNAL_HEADER]: 'x'.repeat(internalSecret().length) };
    expect(isTurnedAway({ url: '/_service/x', headers: wrong, ...fromHere })).toBe(true);
    expect(
      isTurnedAway({ url: '/_missing/x', headers: { [INTERNAL_HEADER]: '' }, ...fromHere }),
    ).toBe(true);
  });

  it('lets this server’s own request in, and every other address alone', () => {
    expect(isTurnedAway({ url: '/_service/x', headers: own(), ...fromHere })).toBe(false);
    expect(isTurnedAway({ url: '/_service/x', headers: own(), remote: '::1' })).toBe(false);
    // A server bound to one address asks itself there (lib/http/loopback-origin.ts).
    const bound = { remote: '10.0.0.5', local: '10.0.0.5' };
    expect(isTurnedAway({ url: '/_service/x', headers: own(), ...bound })).toBe(false);
    for (const url of ['/', '/no-such-page', '/payroll', '/news/a', '/api/health'])
      expect(isTurnedAway({ url, headers: {}, ...fromOutside }), url).toBe(false);
  });

  it('knows this machine by a loopback or its own local address', () => {
    expect(fromThisMachine('127.0.0.1')).toBe(true);
    expect(fromThisMachine('::ffff:127.0.0.1')).toBe(true);
    expect(fromThisMachine('::1')).toBe(true);
    expect(fromThisMachine('192.0.2.1', '192.0.2.1')).toBe(true);
    expect(fromThisMachine('192.0.2.1', '192.0.2.2')).toBe(false);
    expect(fromThisMachine(undefined)).toBe(false);
  });

  it('keeps one secret per process', () => {
    expect(internalSecret()).toBe(internalSecret());
    expect(internalSecret().length).toBeGreaterThanOrEqual(40);
  });

  it('sends a turned-away request to Next’s own 404, without the redirects or the secret', () => {
    const request = Object.assign(new EventEmitter(), {
      url: '/_service/x',
      headers: { [INTERNAL_HEADER]: 'forged' } as Record<string, string>,
    }) as unknown as IncomingMessage;
    turnAway(request);
    expect(request.url).toBe('/_nowhere');
    expect(request.headers[SKIP_REDIRECTS_HEADER]).toBe('1');
    expect(request.headers[INTERNAL_HEADER]).toBeUndefined();
  });
});

describe('the gate on a real server', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('rewrites what the server’s handler sees before it sees it', async () => {
    installInternalGate();
    installInternalGate(); // once per process, however often asked
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.url} ${request.headers[SKIP_REDIRECTS_HEADER] ?? '-'}`);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;
    const ask = (path: string, headers: Record<string, string> = {}) =>
      new Promise<void>((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, path, headers }, (answer) => {
          answer.resume();
          answer.on('end', resolve);
        });
        sent.on('error', reject);
        sent.end();
      });
    await ask('/_service/x');
    await ask('/_missing/x', { [INTERNAL_HEADER]: 'forged' });
    await ask('/_service/x', own());
    await ask('/no-such-page');
    expect(seen).toEqual(['/_nowhere 1', '/_nowhere 1', '/_service/x -', '/no-such-page -']);
  });

  it('takes a visit to a page found live straight to its rendering, and nothing else', async () => {
    installInternalGate();
    const clock = globalThis as { __cacheTagExpiredAt?: (tag: string) => number };
    clock.__cacheTagExpiredAt = () => -1;
    rememberLiveAddress('sectors-we-serve', Date.now());
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;
    const ask = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
      new Promise<void>((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
          answer.resume();
          answer.on('end', resolve);
        });
        sent.on('error', reject);
        sent.end();
      });
    try {
      await ask('/sectors-we-serve?ref=mail');
      await ask('/sectors-we-serve', 'HEAD');
      await ask('/sectors-we-serve', 'POST');
      await ask('/sectors-we-serve', 'GET', { [SKIP_REDIRECTS_HEADER]: '1' });
      await ask('/no-such-page');
      clock.__cacheTagExpiredAt = () => Date.now();
      await ask('/sectors-we-serve');
    } finally {
      delete clock.__cacheTagExpiredAt;
    }
    expect(seen).toEqual([
      'GET /_service/sectors-we-serve?ref=mail',
      'HEAD /_service/sectors-we-serve',
      'POST /sectors-we-serve',
      'GET /sectors-we-serve',
      'GET /no-such-page',
      'GET /sectors-we-serve',
    ]);
  });
});
