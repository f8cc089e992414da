// What a test uses to steer and read the fake API.
import type { FailurePlan, RecordedRequest } from './app';

export type { FailurePlan, RecordedRequest } from './app';

export function fakeApi(baseUrl: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake API ${method} ${path}: ${response.status}`);
    return response;
  };
  return {
    url: baseUrl,
    /** Forgets recorded requests and failure plans, and restores the seed data. */
    reset: async () => void (await call('POST', '/__reset')),
    fail: async (plan: FailurePlan) => void (await call('POST', '/__fail', plan)),
    requests: async () => (await (await call('GET', '/__requests')).json()) as RecordedRequest[],
  };
}
