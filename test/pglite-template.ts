// PGlite's initdb costs 3-5 s of CPU per test file on this machine's two cores; copying a
// migrated data folder costs about half a second. The global setup makes one template per run,
// and each test file's fresh database starts as a copy of it (migrations then find nothing to do).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** A migrated PGlite data folder (the `pglite` folder a DATA_DIR holds), closed cleanly. */
export async function makePgliteTemplate(): Promise<{ dir: string; dispose(): void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const database = await openDatabase({ dataDir });
  await applyMigrations(database);
  await database.close();
  return {
    dir: path.join(dataDir, 'pglite'),
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Gives `dataDir` a migrated database of its own, as the server would find one. */
export function copyPgliteTemplate(dataDir: string): void {
  cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
}
