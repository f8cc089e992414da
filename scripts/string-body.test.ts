import { createRequire } from 'node:module';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { endWithBytes } = createRequire(import.meta.url)('./string-body.cjs') as {
  endWithBytes: ServerResponse['end'];
};

// Both past the 64 Ki characters where the conversion starts: a page with characters beyond
// Latin-1, as a page of the firm's own is, and a Latin-1 one sent as latin1.
const page = `<p>${'Crestfield’s call handling “answers in three rings” – £0 setup. '.repeat(1500)}</p>`;
const latin1 = 'Café £'.repeat(12_000);
let base = '';
/** The paths whose `end` callback has run (it runs once the body is handed to the socket). */
const calledBack = new Set<string>();
const server = createServer((request, response) => {
  response.end = endWithBytes;
  const path = request.url ?? '';
  const done = () => calledBack.add(path);
  if (path === '/page') response.end(page);
  else if (path === '/latin1') response.end(latin1, 'latin1');
  else if (path === '/callback') response.end(page, done);
  else if (path === '/ended') response.end(page, 'utf8', done);
  else response.end('short ’');
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
beforeAll(() => {
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a long string body written as bytes', () => {
  it('sends exactly the UTF-8 bytes of the string, with their length', async () => {
    const answer = await fetch(`${base}/page`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
  });

  it('keeps the encoding the caller named', async () => {
    const bytes = Buffer.from(await (await fetch(`${base}/latin1`)).arrayBuffer());
    expect(bytes.equals(Buffer.from(latin1, 'latin1'))).toBe(true);
  });

  it('still calls the callback, given with or without an encoding', async () => {
    for (const path of ['/callback', '/ended']) {
      const text = await (await fetch(`${base}${path}`)).text();
      expect(text).toBe(page);
      expect(calledBack.has(path)).toBe(true);
    }
  });

  it('leaves a short string as it was', async () => {
    expect(await (await fetch(`${base}/short`)).text()).toBe('short ’');
  });
});
