// The fake of the firm's existing API: node:http, in memory, recording every request, and
// told to fail through control endpoints (/__health, /__requests, /__reset, /__fail).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { Answer, type FakeAnswer, type FakeRequest } from './http';
import { recordBody, type RecordedRequest } from './record';
import { appendSlash, route } from './routes';
import { FakeStore } from './store';

export type { RecordedBody, RecordedFile, RecordedRequest } from './record';

export const failurePlanSchema = z.object({
  status: z.number().int().min(200).max(599).optional(),
  message: z.string().optional(),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  times: z.number().int().min(1).default(1),
  method: z.string().optional(),
  /** Only requests whose path (with query) starts with this. */
  path: z.string().optional(),
});
export type FailurePlan = z.input<typeof failurePlanSchema>;

const BODY_LIMIT = 20 * 1024 * 1024;

async function readRaw(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT)
      throw new Answer({ status: 413, body: { detail: 'Request too large.' } });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, answer: FakeAnswer) {
  if (response.destroyed || response.writableEnded) return;
  const headers: Record<string, string> = { ...answer.headers };
  let payload: Buffer | undefined = answer.bytes;
  if (!payload && answer.body !== undefined && answer.status !== 204) {
    payload = Buffer.from(JSON.stringify(answer.body));
    headers['content-type'] ??= 'application/json';
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}

export function createFakeApi(options: { token?: string } = {}) {
  const store = new FakeStore();
  let requests: RecordedRequest[] = [];
  let plans: z.output<typeof failurePlanSchema>[] = [];

  async function control(request: FakeRequest): Promise<FakeAnswer> {
    const path = request.url.pathname;
    if (path === '/__health' && request.method === 'GET')
      return { status: 200, body: { ok: true } };
    if (path === '/__requests' && request.method === 'GET') return { status: 200, body: requests };
    if (path === '/__reset' && request.method === 'POST') {
      requests = [];
      plans = [];
      store.reset();
      return { status: 204 };
    }
    if (path === '/__fail' && request.method === 'POST') {
      const plan = failurePlanSchema.safeParse(JSON.parse(request.raw.toString('utf8') || '{}'));
      if (!plan.success) return { status: 400, body: { detail: z.prettifyError(plan.error) } };
      plans.push(plan.data);
      return { status: 204 };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  }

  async function answer(request: FakeRequest): Promise<FakeAnswer> {
    const target = request.url.pathname + request.url.search;
    const plan = plans.find(
      (candidate) =>
        (!candidate.method || candidate.method === request.method) &&
        (!candidate.path || target.startsWith(candidate.path)),
    );
    if (plan) {
      plan.times -= 1;
      if (plan.times <= 0) plans.splice(plans.indexOf(plan), 1);
      if (plan.delayMs) await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
      if (plan.status !== undefined) {
        const body =
          plan.body !== undefined ? plan.body : plan.message ? { message: plan.message } : {};
        return { status: plan.status, body, headers: plan.headers };
      }
    }
    const redirect = appendSlash(request);
    if (redirect) return redirect;
    const authorization = request.headers.authorization;
    // Uploaded files are public, as a Django deployment serves MEDIA_ROOT; the API needs the token.
    const isMedia = request.url.pathname.startsWith('/media/');
    if (options.token && !isMedia && authorization !== `Token ${options.token}`) {
      return { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
    }
    return route(store, request);
  }

  async function handle(message: IncomingMessage, response: ServerResponse) {
    try {
      const origin = `http://${message.headers.host ?? '127.0.0.1'}`;
      const request: FakeRequest = {
        method: message.method ?? 'GET',
        url: new URL(message.url ?? '/', origin),
        origin,
        headers: message.headers,
        raw: await readRaw(message),
      };
      if (request.url.pathname.startsWith('/__')) return send(response, await control(request));
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(message.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      requests.push({
        method: request.method,
        path: request.url.pathname + request.url.search,
        headers,
        body: await recordBody(request),
      });
      send(response, await answer(request));
    } catch (error) {
      if (error instanceof Answer) return send(response, error.answer);
      console.error('[fake-api]', error);
      send(response, { status: 500, body: { detail: 'Internal fake error.' } });
    }
  }

  return { store, handle, requests: () => requests };
}

/** Listens on 127.0.0.1 (port 0 picks a free one); close() stops it. */
export async function startFakeApi(options: { port?: number; token?: string } = {}) {
  const api = createFakeApi(options);
  const server = createServer((request, response) => void api.handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
