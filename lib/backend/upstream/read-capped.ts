import 'server-only';
import { readCappedBody } from '@/lib/files/read-capped-body';
import { BackendError } from '@/lib/domain/backend-error';

/** Reads at most `limit` bytes of an answer, whatever Content-Length claims. */
export async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const bytes = await readCappedBody(
    response,
    limit,
    () => new BackendError('upstream', 'The service sent more data than allowed'),
  );
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
