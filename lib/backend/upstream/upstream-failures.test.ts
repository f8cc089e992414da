// The upstream adapter when the firm's API fails, is slow or answers nonsense: typed errors.
import { describe, expect, it } from 'vitest';
import { withFakeApi } from '@/test/upstream-fixture';
import { BackendError } from '@/lib/domain/backend-error';
import { UNEXPECTED_FORMAT } from './client';
import { createUpstreamBackend } from './index';

const api = withFakeApi();

describe('upstream adapter: failures', () => {
  it("carries the API's message when it fails", async () => {
    await api.fake.fail({ status: 500, message: 'Database is down for maintenance' });
    await expect(api.backend.listJobs(1)).rejects.toMatchObject({
      kind: 'upstream',
      upstreamMessage: 'Database is down for maintenance',
    });
    await api.fake.fail({ status: 400, body: { title: ['This field is required.'] } });
    await expect(
      api.backend.createJob({
        end_date: '2030-01-01',
        title: 'x',
        description: 'y',
        requirements: 'z',
      }),
    ).rejects.toMatchObject({ kind: 'invalid', upstreamMessage: 'title: This field is required.' });
  });

  it('times out a slow answer', async () => {
    await api.fake.fail({ delayMs: 1500 });
    const impatient = createUpstreamBackend({ ...api.config, timeoutMs: 400 });
    const started = Date.now();
    await expect(impatient.listNews(1)).rejects.toMatchObject({
      kind: 'upstream',
      message: 'The service did not answer in time',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('refuses answers of the wrong shape and unreachable hosts with typed errors', async () => {
    await api.fake.fail({ status: 200, body: [{ id: 'one' }] });
    await expect(api.backend.getJob(3)).rejects.toMatchObject({
      kind: 'upstream',
      message: UNEXPECTED_FORMAT,
    });
    const down = createUpstreamBackend({
      baseUrl: 'http://127.0.0.1:9',
      adminUser: 'a',
      timeoutMs: 400,
    });
    await expect(down.health()).rejects.toBeInstanceOf(BackendError);
    const anonymous = createUpstreamBackend({
      baseUrl: api.server.url,
      adminUser: 'a',
      timeoutMs: 400,
    });
    await expect(anonymous.listNews(1)).rejects.toMatchObject({ kind: 'upstream' });
    expect((await api.fake.requests()).at(-1)?.headers.authorization).toBeUndefined();
  });
});
