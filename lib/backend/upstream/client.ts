import 'server-only';
import { z } from 'zod';
import { BackendError, notFound } from '@/lib/domain/backend-error';
import { ownUrl } from './links';
import { readCapped } from './read-capped';
import { encodeBody, MAX_REDIRECTS, REDIRECT_STATUSES, redirectTarget } from './redirects';

export type UpstreamConfig = {
  /** API_BASE_URL without its trailing slash. */
  baseUrl: string;
  /** Sent as `Authorization: Token …` when set. */
  token?: string;
  /** The `admin_user` of replies written without a signed-in person's name (ADMIN_USER). */
  adminUser: string;
  timeoutMs: number;
};

export type UpstreamAnswer = { status: number; ok: boolean; data: unknown };
export type UpstreamBody = { json: unknown } | { form: FormData };

export const UNEXPECTED_FORMAT = 'The service answered in an unexpected format';
const ANSWER_LIMIT = 8 * 1024 * 1024;

/** The one place that talks HTTP to the firm's API: timeout, credential, failures as BackendError. */
export class UpstreamClient {
  constructor(readonly config: UpstreamConfig) {}

  url(path: string): string {
    return `${this.config.baseUrl}${path}`;
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.config.token) headers.Authorization = `Token ${this.config.token}`;
    return headers;
  }

  async send(method: string, target: string, body?: UpstreamBody): Promise<UpstreamAnswer> {
    // The token only ever travels to API_BASE_URL's origin, so neither a link nor a redirect
    // from an answer can carry it elsewhere.
    const first = ownUrl(target, this.config.baseUrl);
    if (!first) throw new BackendError('upstream', 'Refused to call an address outside the API');
    let url: URL = first;
    const headers = this.headers();
    const payload = body ? await encodeBody(body) : undefined;
    if (payload) headers['Content-Type'] = payload.contentType;
    // One deadline for the call, however many hops it takes.
    const signal = AbortSignal.timeout(this.config.timeoutMs);
    try {
      for (let hops = 0; ; hops += 1) {
        const response = await fetch(url, {
          method,
          headers,
          body: payload?.bytes,
          redirect: 'manual',
          signal,
        });
        if (REDIRECT_STATUSES.has(response.status)) {
          await response.body?.cancel();
          if (hops >= MAX_REDIRECTS) {
            console.error(`[backend:upstream] ${method} ${url.pathname}: too many redirects`);
            throw new BackendError('upstream', 'The service redirected too many times');
          }
          // The same method and body, as a browser does for DELETE: Django's APPEND_SLASH
          // redirects a POST too, and a POST turned into a GET would read the list and
          // create nothing.
          url = redirectTarget(response.headers.get('location'), url, this.config.baseUrl);
          continue;
        }
        const bytes = await readCapped(response, ANSWER_LIMIT);
        if (!response.ok && response.status !== 404) {
          console.error(`[backend:upstream] ${method} ${url.pathname} answered ${response.status}`);
        }
        return { status: response.status, ok: response.ok, data: parseJson(bytes) };
      }
    } catch (error) {
      if (error instanceof BackendError) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(`[backend:upstream] ${method} ${url.pathname} failed (${reason})`);
      throw new BackendError(
        'upstream',
        timedOut ? 'The service did not answer in time' : 'The service could not be reached',
      );
    }
  }
}

function parseJson(bytes: Uint8Array): unknown {
  if (bytes.byteLength === 0) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined; // not JSON: a schema will refuse it, an error keeps its generic text
  }
}

/** The data of a successful answer; any other answer becomes the matching BackendError. */
export function expectOk(answer: UpstreamAnswer, what: string): unknown {
  if (answer.ok) return answer.data;
  if (answer.status === 404) throw notFound(what);
  const message = upstreamMessage(answer.data);
  if (answer.status === 400 || answer.status === 422) {
    throw new BackendError('invalid', 'The service refused the data', message);
  }
  throw new BackendError(
    'upstream',
    `The service answered with an error (HTTP ${answer.status})`,
    message,
  );
}

/** Parses an answer with zod: a wrong shape is a typed failure, never a crash further on. */
export function parseAnswer<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error('[backend:upstream] unexpected answer', z.prettifyError(parsed.error));
  throw new BackendError('upstream', UNEXPECTED_FORMAT);
}

/** The upstream's own words: its `message` field, DRF's `detail`, or the first field error. */
export function upstreamMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  let text: string | undefined;
  if (typeof body.message === 'string') text = body.message;
  else if (typeof body.detail === 'string') text = body.detail;
  else {
    for (const [field, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') {
        text = field === 'non_field_errors' ? first : `${field}: ${first}`;
        break;
      }
    }
  }
  return text?.trim().slice(0, 500) || undefined;
}
