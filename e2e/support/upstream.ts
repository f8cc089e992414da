// The fake of the firm's API as the upstream-mode tests see it.
import { expect } from '@playwright/test';
import { e2eUpstream } from './env';
import { fakeApi } from './fake-api/client';

export const fake = fakeApi(e2eUpstream.fakeApiUrl);

/** What the app sent upstream since the last reset; each call must carry the server's token. */
export async function upstreamCalls() {
  const requests = await fake.requests();
  for (const request of requests) {
    expect(request.headers.authorization, `${request.method} ${request.path}`).toBe(
      `Token ${e2eUpstream.token}`,
    );
  }
  return requests.map(({ method, path, body }) => ({ method, path, body }));
}
