// The backup file: gzip of JSON lines. A header naming the tables (in foreign-key order) and
// the migrations the data was written under, one line per row as PostgreSQL's row_to_json
// prints it (bytea as \x hex, timestamps with their offset), and an end line with the row
// counts and a SHA-256 of every byte before it, so a truncated or altered file is refused
// before anything is restored. Plain JSON: readable with zcat, portable between PGlite and
// PostgreSQL in either direction.
import { z } from 'zod';

export const BACKUP_FORMAT = 'crestfield-backup';
export const BACKUP_VERSION = 1;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'not a table or column name');

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime({ offset: true }),
  source: z.enum(['pglite', 'postgres']),
  /** Hashes of the applied drizzle migrations, oldest first. */
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: identifier, columns: z.array(identifier).min(1) })),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupRowSchema = z.object({
  table: identifier,
  row: z.record(z.string(), z.unknown()),
});

export const backupEndSchema = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number().int().min(0)),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupEnd = z.infer<typeof backupEndSchema>;

/**
 * What a restore reads at most, so that a crafted file (one endless line, a gzip bomb) is refused
 * rather than filling the memory or the disk. The longest row the product writes is an
 * application with a 5 MB CV, ~10 MB as hex (its notification mail's attachment the same): a line
 * may be three times that. The whole, unpacked, may be 16 GiB: years of CVs at their retention.
 */
export const BACKUP_LIMITS = { lineChars: 32 * 1024 * 1024, totalBytes: 16 * 1024 ** 3 };
export type BackupLimits = typeof BACKUP_LIMITS;

/** backup-2026-11-26T07-05-00Z.jsonl.gz: sorts by time, and no character a file system refuses. */
export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`;
}
export const BACKUP_FILE_PATTERN = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/;

/** The time in a name backupFileName gave, as milliseconds since the epoch. */
export function backupFileTime(name: string): number {
  const stamp = name.slice('backup-'.length, -'.jsonl.gz'.length);
  return Date.parse(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)Z$/, 'T$1:$2:$3Z'));
}

/** All the rows of a backup, from its per-table counts. */
export const totalRows = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** A row line as written: row_to_json's text is embedded as is, never parsed and re-printed. */
export const rowLine = (table: string, rowJson: string) =>
  `{"table":${JSON.stringify(table)},"row":${rowJson}}\n`;
