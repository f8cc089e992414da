// For tests of modules that open the process's own database from the environment, as the server
// does: a fresh PGlite folder as DATA_DIR (a copy of the run's migrated template), removed when
// the test file ends.
import { afterAll, beforeAll } from 'vitest';
import { closeDatabase, getDatabase } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { scratchFolder } from './file-end';
import { copyPgliteTemplate } from './pglite-template';

export function withOwnDatabase(name: string) {
  const dataDir = scratchFolder(name);
  copyPgliteTemplate(dataDir);
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.API_BASE_URL;
  beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
  // Closed before its folder goes: the file's own hooks run before its file-end cleanups.
  afterAll(closeDatabase);
  return { database: () => getDatabase({ dataDir }) };
}
