// `npm run restore FILE`, or `node restore.mjs FILE` in the standalone folder and the Docker
// image: into an empty DATA_DIR, or an empty database at DATABASE_URL. Refuses a target that
// holds data, and a damaged file, changing nothing (docs/deploy.md, "Backups and restore").
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/lib/config/env-schema';
import { DamagedBackupError } from '@/lib/backup/backup-lines';
import { restoreBackup, RestoreRefusedError } from '@/lib/backup/restore-backup';
import { fail } from './cli-fail.ts';

const file = process.argv[2];
if (!file) fail('Name the backup file to restore: npm run restore FILE');
if (!existsSync(file)) fail(`There is no file ${path.resolve(file)}.`);
let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  fail((error as Error).message);
}
const target = config.DATABASE_URL
  ? 'the database at DATABASE_URL'
  : path.resolve(config.DATA_DIR, 'pglite');
try {
  const restored = await restoreBackup(path.resolve(file), {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  console.log(
    `Restored ${restored.rows} rows of ${restored.tables} tables, as they were at ${restored.createdAt}, into ${target}.`,
  );
  process.exit(0);
} catch (error) {
  const reason = (error as Error).message;
  if (error instanceof DamagedBackupError)
    fail(`The backup file is damaged: ${reason}. Nothing was changed.`);
  if (error instanceof RestoreRefusedError) fail(`Cannot restore: ${reason}. Nothing was changed.`);
  fail(`The restore failed: ${reason}. Nothing was changed.`);
}
