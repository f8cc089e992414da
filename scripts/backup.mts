// `npm run backup [FILE]`, or `node backup.mjs [FILE]` in the standalone folder and the Docker
// image: one file holding everything the product keeps (docs/deploy.md, "Backups and restore").
// Without FILE it goes to BACKUP_DIR (else ./backups) under a dated name.
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseEnv } from '@/lib/config/env-schema';
import { openDatabase } from '@/lib/own-data/db/client';
import { backupFileName, totalRows } from '@/lib/backup/backup-format';
import { recordBackup } from '@/lib/backup/backup-record';
import { findLocalDoor, LOCAL_DOOR_PATH, type LocalDoor } from '@/lib/backup/local-door';
import { verifyBackup } from '@/lib/backup/read-backup';
import { writeBackup } from '@/lib/backup/write-backup';
import { fail } from './cli-fail.ts';

/** From the running server, which alone may open the embedded database. */
async function fromServer(door: LocalDoor, file: string) {
  const answer = await fetch(`${door.url}${LOCAL_DOOR_PATH}`, {
    headers: { authorization: `Bearer ${door.key}` },
  }).catch((error: Error) =>
    fail(`The running server (${door.url}) did not answer: ${error.message}`),
  );
  if (!answer.ok || !answer.body) {
    const body = (await answer.json().catch(() => ({}))) as { error?: string };
    fail(`The running server refused the backup: ${body.error ?? answer.status}`);
  }
  const partial = `${file}.partial`;
  await pipeline(
    Readable.fromWeb(answer.body as never),
    createWriteStream(partial, { mode: 0o600 }),
  );
  const { header, end } = await verifyBackup(partial).catch(async (error: Error) => {
    await rm(partial, { force: true });
    return fail(`The backup the server sent is damaged: ${error.message}`);
  });
  await rename(partial, file);
  return { createdAt: header.createdAt, rows: totalRows(end.rows) };
}

async function fromDatabase(databaseUrl: string | undefined, dataDir: string, file: string) {
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    fail(`There is no database in ${path.resolve(dataDir)} to back up.`);
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const summary = await writeBackup(database, file);
    await recordBackup(database.db, { at: summary.createdAt, rows: summary.rows });
    return summary;
  } finally {
    await database.close();
  }
}

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  fail((error as Error).message);
}
const file = path.resolve(
  process.argv[2] ?? path.join(config.BACKUP_DIR ?? 'backups', backupFileName(new Date())),
);
if (existsSync(file)) fail(`${file} already exists: name another file.`);
const door = config.DATABASE_URL ? null : findLocalDoor(config.DATA_DIR);
try {
  const made = door
    ? await fromServer(door, file)
    : await fromDatabase(config.DATABASE_URL, config.DATA_DIR, file);
  console.log(`Backup written to ${file}: ${made.rows} rows as they were at ${made.createdAt}.`);
  process.exit(0);
} catch (error) {
  fail(`The backup failed: ${(error as Error).message}`);
}
