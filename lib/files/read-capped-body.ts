import 'server-only';

/**
 * Reads at most `limit` bytes of a request's or a response's body, whatever Content-Length
 * claims; past the limit it cancels the stream and throws what `tooLarge` makes.
 */
export async function readCappedBody(
  message: Request | Response,
  limit: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  if (Number(message.headers.get('content-length') ?? '0') > limit) {
    await message.body?.cancel();
    throw tooLarge();
  }
  if (!message.body) return Buffer.alloc(0);
  const reader = message.body.getReader();
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
  return Buffer.concat(chunks);
}
