// Fresh databases for integration tests: a PGlite folder or a new database on the test cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';
export type TestDatabase = { database: Database; url?: string; dispose(): Promise<void> };

export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    const database = await openDatabase({ dataDir });
    await applyMigrations(database);
    return {
      database,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  await applyMigrations(database);
  return { database, url, dispose: () => database.close() };
}
