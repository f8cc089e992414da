// A back-office download timed to its last byte (an export's CSV, a backup), read as it streams:
// counted and dropped, or written to a file.
import { createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** GET `url` with the admin's cookie; answers status, seconds, bytes and, when not kept, its lines. */
export async function timedDownload(url, cookie, file = null) {
  const began = performance.now();
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(600_000) });
  let bytes = 0;
  let lines = 0;
  if (response.body) {
    const counter = new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        done();
      },
    });
    const source = Readable.fromWeb(response.body);
    if (file) {
      source.on('data', (chunk) => (bytes += chunk.length));
      await pipeline(source, createWriteStream(file));
    } else await pipeline(source, counter);
  }
  return {
    status: response.status,
    seconds: +((performance.now() - began) / 1000).toFixed(2),
    mb: +(bytes / 2 ** 20).toFixed(1),
    ...(file ? {} : { lines }),
  };
}
