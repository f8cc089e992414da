import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  BACKUP_LIMITS,
  backupEndSchema,
  backupHeaderSchema,
  backupRowSchema,
  type BackupEnd,
  type BackupHeader,
  type BackupLimits,
} from './backup-format';
import { DamagedBackupError, forEachLine } from './backup-lines';

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
  limits: BackupLimits = BACKUP_LIMITS,
): Promise<{ header: BackupHeader; end: BackupEnd }> {
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  let lineNumber = 0;
  try {
    await forEachLine(
      file,
      (line) => {
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
      },
      limits,
    );
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
  await forEachLine(
    file,
    async (line) => {
      if (first || line.startsWith('{"end":')) {
        first = false;
        return;
      }
      const match = ROW_LINE.exec(line);
      if (!match) throw new DamagedBackupError('a row line is not what a backup holds');
      await onRow(match[1]!, match[2]!);
    },
    BACKUP_LIMITS,
  );
}
