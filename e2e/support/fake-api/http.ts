// Small HTTP helpers of the fake: parsed requests, answers, and DRF-style failures.
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';

export type FakeRequest = {
  method: string;
  url: URL;
  /** The origin the caller used, as DRF builds absolute URLs from the Host header. */
  origin: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
};
export type FakeAnswer = {
  status: number;
  body?: unknown;
  bytes?: Buffer;
  headers?: Record<string, string>;
};

/** Thrown by a handler to answer at once (validation errors, 404, 415). */
export class Answer extends Error {
  constructor(readonly answer: FakeAnswer) {
    super(`answer ${answer.status}`);
  }
}

export const notFound = () => new Answer({ status: 404, body: { detail: 'Not found.' } });

const contentType = (request: FakeRequest) => (request.headers['content-type'] ?? '').toLowerCase();

export function readJsonBody(request: FakeRequest): unknown {
  if (!contentType(request).startsWith('application/json')) {
    throw new Answer({
      status: 415,
      body: {
        detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`,
      },
    });
  }
  try {
    return JSON.parse(request.raw.toString('utf8'));
  } catch (error) {
    throw new Answer({ status: 400, body: { detail: `JSON parse error - ${String(error)}` } });
  }
}

export async function readFormBody(request: FakeRequest): Promise<FormData> {
  if (!contentType(request).startsWith('multipart/form-data')) {
    throw new Answer({
      status: 415,
      body: {
        detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`,
      },
    });
  }
  try {
    return await new Request('http://fake.invalid/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type']! },
      body: new Uint8Array(request.raw),
    }).formData();
  } catch {
    throw new Answer({ status: 400, body: { detail: 'Multipart form parse error.' } });
  }
}

/** Validates like a DRF serializer: 400 with `{field: [message]}`. */
export function validate<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] ??= [issue.code === 'invalid_type' ? 'This field is required.' : issue.message];
  }
  throw new Answer({ status: 400, body: errors });
}

/** A DRF PageNumberPagination page with absolute next/previous URLs. */
export function paginate<T>(items: T[], request: FakeRequest, pageSize: number): FakeAnswer {
  const asked = request.url.searchParams.get('page') ?? '1';
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = /^\d+$/.test(asked) ? Number(asked) : NaN;
  if (!(page >= 1 && page <= pages))
    throw new Answer({ status: 404, body: { detail: 'Invalid page.' } });
  const link = (n: number) => {
    const url = new URL(request.url.pathname + request.url.search, request.origin);
    // DRF drops the parameter from the link to the first page.
    if (n === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(n));
    return url.href;
  };
  return {
    status: 200,
    body: {
      count: items.length,
      next: page < pages ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: items.slice((page - 1) * pageSize, page * pageSize),
    },
  };
}
