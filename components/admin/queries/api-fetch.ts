// The one way the admin screens call /api/admin/**: answers are checked with zod, and a
// failure answer ({ error, fields }) becomes an ApiError that screens can word as docs/spec.md says.
import type { z } from 'zod';
import { errorBodySchema } from '@/lib/http/error-body';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own explanation, when it gave one. */
    readonly serverMessage?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(serverMessage ?? `The server answered ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * A session that ran out mid-work goes back to the login page, then returns here. A full load
 * on purpose: it drops every cached admin answer along with the session.
 */
function backToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  const login = new URL('/admin/admin-login', window.location.origin);
  login.searchParams.set('callbackUrl', here);
  window.location.href = login.href;
}

/**
 * fetch, sent once more when the answer is 401. Turning on two-factor renews this session's
 * cookie and ends every other session: a request that left with the old cookie just before is
 * refused 401 although the session goes on, and going back to the login page then would reload
 * the screen and lose the recovery codes it shows once. Only a second 401 means the session has
 * ended. A 401 is the door's refusal before anything was done, so a write is safe to send again.
 */
async function fetchAsThisSession(path: string, init: RequestInit): Promise<Response> {
  const answer = await fetch(path, init);
  if (answer.status !== 401) return answer;
  await answer.body?.cancel();
  return fetch(path, init);
}

/** A refused answer as an ApiError (and back to the login page when the session has ended). */
async function refusal(response: Response): Promise<ApiError> {
  if (response.status === 401) backToLogin();
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  return new ApiError(response.status, body.data?.error, body.data?.fields);
}

/**
 * A file the page must ask for with a body (a plain link can only GET): fetched, then handed to
 * the browser to save under `name`.
 */
export async function apiDownload(path: string, init: RequestInit, name: string): Promise<void> {
  const response = await fetchAsThisSession(path, { ...init, cache: 'no-store' });
  if (!response.ok) throw await refusal(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // After the click has handed the file over: revoking at once can cancel the save.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches and checks an answer. Network failures reject with the browser's TypeError, server
 * refusals with ApiError: docs/spec.md words the two differently.
 */
export async function apiFetch<T>(
  path: string,
  schema: z.ZodType<T>,
  init?: RequestInit,
): Promise<T>;
export async function apiFetch(path: string, schema: null, init?: RequestInit): Promise<void>;
export async function apiFetch<T>(path: string, schema: z.ZodType<T> | null, init?: RequestInit) {
  const response = await fetchAsThisSession(path, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
    cache: 'no-store',
  });
  if (!response.ok) throw await refusal(response);
  if (schema === null) return undefined;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(response.status, 'The server answered in an unexpected form.');
  return parsed.data;
}

export const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A list read that failed says only what docs/spec.md shows ("Failed to fetch messages"). */
export const failWith = (message: string) => (error: unknown) => {
  console.error(message, error);
  throw new Error(message, { cause: error });
};

/** What a screen says when a change failed: the server's refusal, or that nothing reached it. */
export const failureMessage = (
  failure: unknown,
  unsent = 'The change could not be sent. Check the connection and try again.',
) => (failure instanceof ApiError ? failure.message : unsent);
