// The upstream adapter's lists against the fake of the firm's API: DRF pages in, page numbers out.
import { describe, expect, it } from 'vitest';
import { withFakeApi } from '@/test/upstream-fixture';

const api = withFakeApi();

describe('upstream adapter: lists', () => {
  it('pages messages with page numbers and sends the token on every call', async () => {
    const first = await api.backend.listMessages(1);
    expect(first).toMatchObject({ count: 4, next: 2, previous: null });
    expect(first.results.map((m) => m.full_name)).toEqual([
      'Priya Shah',
      'Owen Davies',
      'Sofia Marques',
    ]);
    expect(first.results[1]!.replies).toHaveLength(1);
    expect(await api.backend.listMessages(2)).toMatchObject({ next: null, previous: 1 });
    expect(await api.backend.listMessages(9)).toEqual({
      results: [],
      count: 0,
      next: null,
      previous: 8,
    });
    const recorded = await api.fake.requests();
    expect(recorded.map((r) => r.path)).toEqual([
      '/api/messages/update/messages/',
      '/api/messages/update/messages/?page=2',
      '/api/messages/update/messages/?page=9',
    ]);
    expect(recorded.every((r) => r.headers.authorization === 'Token unit-token')).toBe(true);
  });

  it('always numbers the visitors page and pages them ten at a time', async () => {
    expect(await api.backend.listVisitors(1)).toMatchObject({ count: 12, next: 2, previous: null });
    const second = await api.backend.listVisitors(2);
    expect(second.results.map((v) => v.ip_address)).toEqual(['203.0.113.2', '203.0.113.1']);
    expect((await api.calls()).map((c) => c.path)).toEqual([
      '/api/client-tracking/ips/?page=1',
      '/api/client-tracking/ips/?page=2',
    ]);
  });

  it('drops a next link that points away from the API', async () => {
    await api.fake.fail({
      status: 200,
      body: {
        count: 9,
        next: 'https://evil.example/api/news/update/news/?page=2',
        previous: null,
        results: [],
      },
    });
    expect(await api.backend.listNews(1)).toEqual({
      results: [],
      count: 9,
      next: null,
      previous: null,
    });
  });

  it('reads a missing first page as the API failing, not as an empty list', async () => {
    await api.fake.fail({ status: 404, body: { detail: 'Not found.' } });
    await expect(api.backend.listJobs(1)).rejects.toMatchObject({ kind: 'upstream' });
  });
});
