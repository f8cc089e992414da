import 'server-only';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { BackupLimits } from './backup-format';

/** A file that is not a complete, unaltered backup: nothing may be restored from it. */
export class DamagedBackupError extends Error {}

const megabytes = (size: number) => `${Math.round(size / 1024 / 1024)} MB`;

/**
 * Calls `onLine` with each line of the gzip file, in order, waiting for each call. A line is
 * gathered from its pieces once (a CV's line spans a hundred chunks): no rescanning. Past
 * `limits` (a line, or the whole unpacked) it stops reading and throws DamagedBackupError.
 */
export async function forEachLine(
  file: string,
  onLine: (line: string) => Promise<void> | void,
  limits: BackupLimits,
) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pieces: string[] = [];
  let gathered = 0;
  let lineNumber = 1;
  let unpacked = 0;
  const gather = (piece: string) => {
    gathered += piece.length;
    if (gathered > limits.lineChars) {
      throw new DamagedBackupError(
        `line ${lineNumber} is longer than ${megabytes(limits.lineChars)}, more than any row the product writes`,
      );
    }
    pieces.push(piece);
  };
  const read = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      unpacked += chunk.length;
      if (unpacked > limits.totalBytes) {
        throw new DamagedBackupError(
          `it unpacks to more than ${megabytes(limits.totalBytes)}, more than a restore reads`,
        );
      }
      const text = decoder.decode(chunk, { stream: true });
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        gather(text.slice(start, end));
        const line = pieces.join('');
        [pieces, gathered, lineNumber] = [[], 0, lineNumber + 1];
        start = end + 1;
        await onLine(line);
      }
      if (start < text.length) gather(text.slice(start));
    }
    gather(decoder.decode());
  };
  let stopped: unknown;
  await pipeline(createReadStream(file), createGunzip(), (source: AsyncIterable<Buffer>) =>
    read(source).catch((error: unknown) => {
      stopped = error;
      throw error;
    }),
  ).catch((error: unknown) => {
    // pipeline reports the abort of its streams, not why the reading stopped: that reason first.
    throw stopped ?? error;
  });
  const rest = pieces.join('');
  if (rest !== '') await onLine(rest);
}
