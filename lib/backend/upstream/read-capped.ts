import 'server-only';
import { BackendError } from '../errors';

/** Reads at most `limit` bytes of an answer, whatever Content-Length claims. */
export async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const tooLarge = () => new BackendError('upstream', 'The service sent more data than allowed');
  if (Number(response.headers.get('content-length') ?? '0') > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
