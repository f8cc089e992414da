import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one connection holding a PostgreSQL advisory lock (a no-op lock on PGlite). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
export type DatabaseConfig = { databaseUrl?: string; dataDir: string };

// The firm's data is small: 16 MB of shared buffers instead of 128 MB keeps the server's
// memory (PGlite lives in the server process) well under budget.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzlePg({ client, schema }) as unknown as Db);
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = path.resolve(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // pg_trgm: the messages search's trigram indexes (migration 0015) need it loaded on every open.
  const client = await PGlite.create(dir, {
    startParams: PGLITE_START_PARAMS,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', withLock: (_key, fn) => fn(db), close: () => client.close() };
}

const holder = globalThis as unknown as { __database?: Promise<Database> };

/**
 * The process's one database. Every route handler bundle shares it through globalThis, because
 * PGlite has no lock and two instances on one folder would corrupt it.
 */
export function getDatabase(config: DatabaseConfig): Promise<Database> {
  holder.__database ??= openDatabase(config).catch((error: unknown) => {
    holder.__database = undefined;
    throw error;
  });
  return holder.__database;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__database;
  holder.__database = undefined;
  if (pending) await (await pending).close();
}
