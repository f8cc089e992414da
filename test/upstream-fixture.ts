// Starts the fake of the firm's API in this process for a test file, with an upstream Backend
// pointed at it; every test starts from the fake's seed data and an empty request log.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { startFakeApi } from '@/e2e/support/fake-api/app';
import { fakeApi } from '@/e2e/support/fake-api/client';
import { createUpstreamBackend } from '@/lib/backend/upstream';
import type { UpstreamConfig } from '@/lib/backend/upstream/client';
import type { Backend } from '@/lib/backend/backend';

export const UNIT_TOKEN = 'unit-token';

export function withFakeApi() {
  const state = {} as {
    server: Awaited<ReturnType<typeof startFakeApi>>;
    fake: ReturnType<typeof fakeApi>;
    config: UpstreamConfig;
    backend: Backend;
    /** The recorded calls without their headers. */
    calls(): Promise<{ method: string; path: string; body: unknown }[]>;
  };
  beforeAll(async () => {
    state.server = await startFakeApi({ token: UNIT_TOKEN });
    state.fake = fakeApi(state.server.url);
    state.config = {
      baseUrl: state.server.url,
      token: UNIT_TOKEN,
      adminUser: 'office@crestfield.example',
      // Generous: a loaded CI machine must not turn an ordinary call into a timeout.
      timeoutMs: 5000,
    };
    state.backend = createUpstreamBackend(state.config);
    state.calls = async () =>
      (await state.fake.requests()).map(({ method, path, body }) => ({ method, path, body }));
  });
  afterAll(() => state.server.close());
  beforeEach(async () => {
    await state.fake.reset();
    // The adapter logs every upstream failure; these tests cause them on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });
  return state;
}
