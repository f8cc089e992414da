import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { z } from 'zod';
import {
  backupEndSchema,
  backupHeaderSchema,
  backupRowSchema,
  type BackupEnd,
  type BackupHeader,
} from './backup-format';

/** A file that is not a complete, unaltered backup: nothing may be restored from it. */
export class DamagedBackupError extends Error {}

/**
 * Calls `onLine` with each line of the gzip file, in order, waiting for each call. A line is
 * gathered from its pieces once (a CV's line spans a hundred chunks): no rescanning.
 */
async function forEachLine(file: string, onLine: (line: string) => Promise<void> | void) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pieces: string[] = [];
  await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      const text = decoder.decode(chunk, { stream: true });
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        pieces.push(text.slice(start, end));
        const line = pieces.join('');
        pieces = [];
        start = end + 1;
        await onLine(line);
      }
      if (start < text.length) pieces.push(text.slice(start));
    }
    pieces.push(decoder.decode());
  });
  const rest = pieces.join('');
  if (rest !== '') await onLine(rest);
}

function parseLine<T>(schema: z.ZodType<T>, line: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new DamagedBackupError(`${what} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DamagedBackupError(`${what} is not what a backup holds`);
  return parsed.data;
}

/**
 * Reads the whole file once and checks it: header, every row's table, the end line's counts
 * and checksum. Throws DamagedBackupError saying what is wrong.
 */
export async function verifyBackup(
  file: string,
): Promise<{ header: BackupHeader; end: BackupEnd }> {
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  let lineNumber = 0;
  try {
    await forEachLine(file, (line) => {
      lineNumber += 1;
      if (end) throw new DamagedBackupError(`line ${lineNumber} follows the end line`);
      if (!header) {
        header = parseLine(backupHeaderSchema, line, 'its first line');
        for (const table of header.tables) counts[table.name] = 0;
      } else if (line.startsWith('{"end":')) {
        end = parseLine(backupEndSchema, line, 'its end line');
        return;
      } else {
        const { table } = parseLine(backupRowSchema, line, `line ${lineNumber}`);
        if (!(table in counts))
          throw new DamagedBackupError(`line ${lineNumber} names an unknown table`);
        counts[table]! += 1;
      }
      hash.update(`${line}\n`);
    });
  } catch (error) {
    if (error instanceof DamagedBackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedBackupError(`it cannot be read (${reason})`);
  }
  if (!header) throw new DamagedBackupError('it is empty');
  if (!end) throw new DamagedBackupError('it ends early: its last line is missing');
  if (hash.digest('hex') !== end.sha256)
    throw new DamagedBackupError('its checksum does not match');
  for (const [table, count] of Object.entries(counts)) {
    if (end.rows[table] !== count)
      throw new DamagedBackupError(`the rows of ${table} do not add up`);
  }
  return { header, end };
}

const ROW_LINE = /^\{"table":"([a-z_][a-z0-9_]*)","row":(.*)\}$/s;

/**
 * The rows of a verified file, in the file's order (parents before children), each as the
 * JSON text row_to_json printed: never parsed into numbers, so no bigint loses a digit.
 */
export async function forEachRow(
  file: string,
  onRow: (table: string, rowJson: string) => Promise<void>,
) {
  let first = true;
  await forEachLine(file, async (line) => {
    if (first || line.startsWith('{"end":')) {
      first = false;
      return;
    }
    const match = ROW_LINE.exec(line);
    if (!match) throw new DamagedBackupError('a row line is not what a backup holds');
    await onRow(match[1]!, match[2]!);
  });
}
