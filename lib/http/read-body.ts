import 'server-only';
import { readCappedBody } from '@/lib/read-capped-body';
import { HttpError } from './respond';

export const JSON_LIMIT = 64 * 1024;

/** Reads at most `limit` bytes of the body, whatever Content-Length claims. */
export function readLimitedBytes(request: Request, limit: number): Promise<Buffer> {
  return readCappedBody(request, limit, () => new HttpError(413, 'The request is too large.'));
}

export async function readLimitedText(request: Request, limit: number): Promise<string> {
  return (await readLimitedBytes(request, limit)).toString('utf8');
}

export async function readJson(request: Request, limit = JSON_LIMIT): Promise<unknown> {
  const text = await readLimitedText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
}
