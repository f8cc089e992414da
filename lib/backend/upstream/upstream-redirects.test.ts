// The upstream client and the API's redirects: followed with the method, body and token while
// they stay under API_BASE_URL, refused otherwise (docs/fixes.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFakeApi } from '@/test/upstream-fixture';
import { UpstreamClient } from './client';
import { redirectTarget } from './redirects';

const api = withFakeApi();
const job = {
  end_date: '2030-01-31',
  title: 'Call Handler',
  description: '<p>Calls.</p>',
  requirements: '<p>English.</p>',
};

// Another origin on the same host, counting what reaches it: a refused redirect never does.
let elsewhere: Server;
let elsewhereUrl: string;
let elsewhereHits = 0;
beforeAll(async () => {
  elsewhere = createServer((_request, response) => {
    elsewhereHits += 1;
    response.end('{}');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

const client = () => new UpstreamClient(api.config);

describe('upstream client: redirects', () => {
  it('follows APPEND_SLASH with the same method, JSON body and token', async () => {
    const answer = await client().send('POST', client().url('/api/jobs/update/jobs'), {
      json: job,
    });
    expect(answer).toMatchObject({ status: 201, data: job });
    const recorded = await api.fake.requests();
    expect(recorded.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/jobs/update/jobs', body: { json: job } },
      { method: 'POST', path: '/api/jobs/update/jobs/', body: { json: job } },
    ]);
    expect(recorded.map((r) => r.headers.authorization)).toEqual([
      'Token unit-token',
      'Token unit-token',
    ]);
  });

  it('sends a multipart body again byte for byte, boundary included', async () => {
    const form = new FormData();
    form.append('title', 'Renamed');
    form.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const { id } = api.server.api.store.news[0]!;
    const answer = await client().send('PATCH', client().url(`/api/news/update/news/${id}`), {
      form,
    });
    expect(answer).toMatchObject({ status: 200, data: { id, title: 'Renamed' } });
    const [first, second] = await api.fake.requests();
    expect(second!.path).toBe(`/api/news/update/news/${id}/`);
    expect(second!.headers['content-type']).toBe(first!.headers['content-type']);
    expect(second!.body).toEqual(first!.body);
    expect(second!.body).toMatchObject({ form: { fields: { title: 'Renamed' } } });
  });

  it('follows 302, 307 and 308 with absolute or relative addresses, three hops at most', async () => {
    for (const [status, location] of [
      [302, `${api.server.url}/api/jobs/update/jobs/b/`],
      [307, '../c/'],
      [308, '/api/jobs/update/jobs/'],
    ] as const) {
      const from = { 302: '/a/', 307: '/b/', 308: '/c/' }[status];
      await api.fake.fail({ path: `/api/jobs/update/jobs${from}`, status, headers: { location } });
    }
    const answer = await client().send('GET', client().url('/api/jobs/update/jobs/a/'));
    expect(answer).toMatchObject({ status: 200, data: { count: 4 } });
    expect((await api.calls()).map((c) => c.path)).toEqual([
      '/api/jobs/update/jobs/a/',
      '/api/jobs/update/jobs/b/',
      '/api/jobs/update/jobs/c/',
      '/api/jobs/update/jobs/',
    ]);

    await api.fake.fail({ status: 301, headers: { location: '/api/jobs/update/jobs/' }, times: 9 });
    await expect(api.backend.listJobs(1)).rejects.toMatchObject({
      kind: 'upstream',
      message: 'The service redirected too many times',
    });
  });

  it('refuses a redirect off the API, or without an address, and never follows it', async () => {
    for (const location of [
      `${elsewhereUrl}/api/jobs/update/jobs/`,
      'https://127.0.0.1/api/jobs/update/jobs/',
      'ftp://example.com/',
    ]) {
      await api.fake.fail({ status: 301, headers: { location } });
      await expect(api.backend.listJobs(1), location).rejects.toMatchObject({
        kind: 'upstream',
        message: 'The service redirected outside its address (refused)',
      });
    }
    await api.fake.fail({ status: 302 });
    await expect(api.backend.removeJob(1)).rejects.toMatchObject({
      message: 'The service redirected outside its address (refused)',
    });
    expect(elsewhereHits).toBe(0);
    // 303 sends elsewhere with a GET: not the answer to the call, so its status says so.
    await api.fake.fail({ status: 303, headers: { location: '/api/jobs/update/jobs/' } });
    await expect(api.backend.removeJob(1)).rejects.toMatchObject({
      message: 'The service answered with an error (HTTP 303)',
    });
  });

  it('keeps a redirect under the path of API_BASE_URL', () => {
    const base = 'https://api.example.com/backend';
    const from = new URL(`${base}/api/news/update/news/5`);
    expect(redirectTarget('/backend/api/news/update/news/5/', from, base).href).toBe(
      `${base}/api/news/update/news/5/`,
    );
    expect(redirectTarget('5/', from, base).href).toBe(`${base}/api/news/update/news/5/`);
    for (const location of ['/api/news/update/news/5/', '/backend/../admin/', '/backendx/', null]) {
      expect(() => redirectTarget(location, from, base), String(location)).toThrow(
        'The service redirected outside its address (refused)',
      );
    }
  });
});
