// The backup door with the local key (`npm run backup`), over a real socket as the server gets
// it: it opens only for a request from this machine that no proxy carried; every download is in
// the activity log; the door file is made anew at each start, 0600. (Issue 42.)
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

withOwnDatabase('backup-local-key');
process.env.AUTH_SECRET = 'backup-local-key-secret-of-at-least-32-characters';
const dataDir = process.env.DATA_DIR!;

const { activityLog } = await import('@/lib/own-data/db/schema');
const { ownDatabase } = await import('@/lib/own-data/db/own-database');
const { openLocalDoor, findLocalDoor } = await import('@/lib/backup/local-door');
const door = await import('./route');

// Next's server in small: each request to the route handler, headers as the socket gave them.
const server = http.createServer((incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string') headers.set(name, value);
  const request = new NextRequest(`http://127.0.0.1${incoming.url}`, { headers });
  void door.GET(request, { params: Promise.resolve({}) }).then(async (answer) => {
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
});
let port = 0;
let key = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
  // A door file left by a server that was pid 1 of a container and stopped uncleanly.
  writeFileSync(path.join(dataDir, 'backup-door.json'), '{"pid":1,"url":"http://x","key":"old"}');
  openLocalDoor(dataDir, port);
  key = (
    JSON.parse(readFileSync(path.join(dataDir, 'backup-door.json'), 'utf8')) as { key: string }
  ).key;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A GET of the door at `address`, with exactly the headers given (Host among them). */
function ask(headers: Record<string, string>, address = '127.0.0.1') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(
      {
        host: address,
        port,
        path: '/api/admin/backup',
        headers: { host: `127.0.0.1:${port}`, ...headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode!, body: Buffer.concat(chunks).toString('latin1') }),
        );
      },
    );
    request.on('error', reject);
  });
}

const keyed = () => ({ authorization: `Bearer ${key}` });
const NOT_LOCAL = {
  error:
    'The backup key works only for npm run backup on this machine, never through a proxy or from elsewhere.',
};

describe('the local backup key', { timeout: 60_000 }, () => {
  it('replaces a stale door file with a new one only its owner can read', () => {
    expect(statSync(path.join(dataDir, 'backup-door.json')).mode & 0o777).toBe(0o600);
    expect(key).toMatch(/^[\w-]{43}$/);
    const file = JSON.parse(readFileSync(path.join(dataDir, 'backup-door.json'), 'utf8'));
    expect(file).toMatchObject({ pid: process.pid, url: `http://127.0.0.1:${port}` });
    // Read by a process with the server's own pid, the file is stale: `node backup.mjs` as pid 1
    // of a new container finds the file of a server that was pid 1 of the last one.
    expect(findLocalDoor(dataDir)).toBeNull();
  });

  it('is refused through a proxy, whatever the proxy says', async () => {
    const proxies: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' }, // nginx as shipped (deploy/nginx/crestfield.conf)
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 proxy' },
      { host: 'www.example.co.uk' },
      { 'x-forwarded-for': '203.0.113.7', 'x-crestfield-local-request': 'forged' },
    ];
    for (const proxy of proxies) {
      const answer = await ask({ ...keyed(), ...proxy });
      expect(answer.status, JSON.stringify(proxy)).toBe(403);
      expect(JSON.parse(answer.body)).toEqual(NOT_LOCAL);
    }
  });

  const otherAddress = Object.values(networkInterfaces())
    .flat()
    .find((face) => face && face.family === 'IPv4' && !face.internal)?.address;
  it.skipIf(!otherAddress)('is refused on a socket that is not loopback', async () => {
    const answer = await ask(keyed(), otherAddress);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual(NOT_LOCAL);
  });

  it('is refused to a request the server did not receive itself, key or no key', async () => {
    const request = new NextRequest(`http://127.0.0.1:${port}/api/admin/backup`, {
      headers: keyed(),
    });
    expect((await door.GET(request, { params: Promise.resolve({}) })).status).toBe(403);
  });

  it('answers 401 to a wrong key from this machine', async () => {
    expect((await ask({ authorization: 'Bearer old' })).status).toBe(401);
    expect((await ask({ authorization: `Bearer ${key.slice(1)}x` })).status).toBe(401);
  });

  it('opens from this machine, logs each download, and stops at three in ten minutes', async () => {
    for (let n = 1; n <= 3; n += 1) {
      const answer = await ask(keyed());
      expect(answer.status).toBe(200);
      expect(answer.body.startsWith('\x1f\x8b')).toBe(true);
    }
    const refused = await ask(keyed());
    expect(refused.status).toBe(429);
    const log = await (await ownDatabase()).select().from(activityLog);
    expect(log.map((entry) => [entry.actorName, entry.kind, entry.summary])).toEqual(
      Array(3).fill([
        'npm run backup (this machine)',
        'export',
        'Downloaded a backup with the local key',
      ]),
    );
  });
});
