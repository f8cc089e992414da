import 'server-only';
import { readCappedBody } from '@/lib/files/read-capped-body';
import { HttpError } from './respond';

export const JSON_LIMIT = 64 * 1024;

/** Reads at most `limit` bytes of the body, whatever Content-Length claims. */
export function readLimitedBytes(request: Request, limit: number): Promise<Buffer> {
  return readCappedBody(request, limit, () => new HttpError(413, 'The request is too large.'));
}

export async function readLimitedText(request: Request, limit: number): Promise<string> {
  return (await readLimitedBytes(request, limit)).toString('utf8');
}

/** JSON text parsed, or a 400 that says so. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
}

export async function readJson(request: Request, limit = JSON_LIMIT): Promise<unknown> {
  return parseJson(await readLimitedText(request, limit));
}

/** Like readJson, but a request without a body reads as `undefined`. */
export async function readOptionalJson(request: Request, limit = JSON_LIMIT): Promise<unknown> {
  const text = await readLimitedText(request, limit);
  return text ? parseJson(text) : undefined;
}

/** A multipart (or url-encoded) form of at most `limit` bytes, or a 400 that says so. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const bytes = await readLimitedBytes(request, limit);
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read. Send it as multipart/form-data.');
  }
}
