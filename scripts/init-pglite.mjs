// Creates the embedded database's folder in a short-lived process of its own. initdb makes
// PGlite's WebAssembly memory grow to ~750 MB, which a process never gives back; the server
// then opens an existing folder and stays near 200 MB. Sequential, so the folder is never open
// in two processes at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export async function initPglite(dataDir) {
  const dir = path.resolve(dataDir, 'pglite');
  if (existsSync(path.join(dir, 'PG_VERSION'))) return false;
  const db = await PGlite.create(dir);
  await db.close();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await initPglite(process.argv[2] ?? './data');
}
