import 'server-only';
import { HttpError } from './respond';

export const JSON_LIMIT = 64 * 1024;

/** Reads at most `limit` bytes of the body, whatever Content-Length claims. */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, 'The request is too large.');
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, 'The request is too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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
