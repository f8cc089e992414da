import 'server-only';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/lib/own-data/db/client';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  rowLine,
  totalRows,
  type BackupEnd,
  type BackupHeader,
} from './backup-format';
import { appliedMigrations, isBackedUp, listTables, rowsOf } from './catalog';
import { FIRST_FETCH_ROWS, nextFetchRows } from './fetch-rows';
import { nextTurn } from '@/lib/runtime/next-turn';

/** Rows written between two turns of the server's thread, so the pages are answered meanwhile. */
const YIELD_ROWS = 500;
export type BackupSummary = { file: string; createdAt: string; bytes: number; rows: number };

/**
 * Writes everything the product keeps (every table of its schema: enquiries, applications with
 * their CVs, uploaded images, the outbox...) to `file`, from one snapshot: a repeatable-read
 * transaction sees the database as it was when it began, while the server keeps writing. The
 * file appears complete or not at all (written beside it, flushed to disk, then renamed).
 */
export async function writeBackup(database: Database, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  // Level 1: the snapshot holds PGlite's one connection while it writes, and CVs (PDFs, already
  // compressed) gain little from more effort: 100 CVs of 1 MB took 6.2 s at the default, 4.4 s here.
  const gzip = createGzip({ level: 1 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const hash = createHash('sha256');
  const write = async (line: string, hashed = true) => {
    if (hashed) hash.update(line);
    if (!gzip.write(line)) await once(gzip, 'drain');
  };
  try {
    const { createdAt, counts } = await database.db.transaction(
      (tx) => dump(database.kind, tx as unknown as Db, write),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const end: BackupEnd = { end: true, rows: counts, sha256: hash.digest('hex') };
    await write(`${JSON.stringify(end)}\n`, false);
    gzip.end();
    await written;
    const handle = await open(partial, 'r+');
    await handle.sync().finally(() => handle.close());
    await rename(partial, file);
    return { file, createdAt, bytes: (await stat(file)).size, rows: totalRows(counts) };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function dump(
  source: BackupHeader['source'],
  tx: Db,
  write: (line: string) => Promise<void>,
): Promise<{ createdAt: string; counts: Record<string, number> }> {
  const [now] = await rowsOf<{ now: string }>(tx, sql`SELECT to_json(now())#>>'{}' AS now`);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now!.now,
    source,
    migrations: await appliedMigrations(tx),
    tables: (await listTables(tx)).filter((table) => isBackedUp(table.name)),
  };
  await write(`${JSON.stringify(header)}\n`);
  const counts: Record<string, number> = {};
  for (const { name } of header.tables) {
    counts[name] = 0;
    // A cursor, so a table of CVs never has to fit in memory at once.
    await tx.execute(
      sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${sql.identifier(name)} t`,
    );
    for (let size = FIRST_FETCH_ROWS; ;) {
      const batch = await rowsOf<{ line: string }>(tx, sql.raw(`FETCH ${size} FROM backup_rows`));
      let chars = 0;
      for (const [index, { line }] of batch.entries()) {
        chars += line.length;
        await write(rowLine(name, line));
        // A batch of 10,000 narrow rows would otherwise be one turn of the server's thread.
        if (index % YIELD_ROWS === YIELD_ROWS - 1) await nextTurn();
      }
      counts[name] += batch.length;
      if (batch.length < size) break;
      size = nextFetchRows(batch.length, chars);
    }
    await tx.execute(sql`CLOSE backup_rows`);
  }
  return { createdAt: header.createdAt, counts };
}
