// For tests of modules that open the process's own database from the environment, as the server
// does: a fresh PGlite folder as DATA_DIR (a copy of the run's migrated template), removed after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closeDatabase, getDatabase } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { copyPgliteTemplate } from './pglite-template';

export function withOwnDatabase(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  copyPgliteTemplate(dataDir);
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.API_BASE_URL;
  beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { database: () => getDatabase({ dataDir }) };
}
