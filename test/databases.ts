// Fresh databases for integration tests: a PGlite folder or a new database on the test cluster.
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { atFileEnd, scratchFolder } from './file-end';
import { copyPgliteTemplate } from './pglite-template';

export type DatabaseKind = 'pglite' | 'postgres';
export type TestDatabase = { database: Database; url?: string; dispose(): Promise<void> };

// One PGlite per test file (a copy of the run's migrated template), emptied before each test.
let sharedPglite: Promise<{ database: Database; dataDir: string }> | undefined;

async function openSharedPglite() {
  const dataDir = scratchFolder('pglite');
  copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  await applyMigrations(database);
  // Closed before its folder goes (cleanups run newest first); a test of closing may have
  // closed it already.
  atFileEnd(() => database.close().catch(() => undefined));
  return { database, dataDir };
}

export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    sharedPglite ??= openSharedPglite();
    const { database } = await sharedPglite;
    await database.db.execute(
      sql`TRUNCATE messages, replies, news, jobs, visitors, rate_limits, app_meta, applications, outbox, message_reads, lead_sources, media, company_details, site_menus, redirects, not_found_paths RESTART IDENTITY CASCADE`,
    );
    return { database, dispose: async () => undefined };
  }
  const url = await newPostgresDatabase('test');
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  await applyMigrations(database);
  return { database, url, dispose: () => database.close() };
}

/** Where a restore may go: a DATA_DIR with no database yet, or a new database with no tables. */
export async function emptyTarget(
  kind: DatabaseKind,
): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = scratchFolder('restore');
  if (kind === 'pglite') return { dataDir };
  return { dataDir, databaseUrl: await newPostgresDatabase('restore') };
}

/** A new, empty database on the test cluster, by its URL. */
async function newPostgresDatabase(prefix: string): Promise<string> {
  const adminUrl = inject('postgresUrl');
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  atFileEnd(() => dropPostgresDatabase(adminUrl, name));
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * Drops a test database its file has closed. One a test left open stays until the cluster
 * stops: forcing it would break the open pool's idle connections, an uncaught error.
 */
async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  } catch (error) {
    const inUse = (error as { code?: string }).code === '55006';
    if (!inUse) throw error;
  } finally {
    await admin.end();
  }
}
