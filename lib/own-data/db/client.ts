import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { isBackOffice } from './back-office-scope';
import { transactionOf } from './in-one-transaction';
import { startEmbeddedServer } from './embedded-server';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one connection holding a PostgreSQL advisory lock (a no-op lock on PGlite). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
export type DatabaseConfig = {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL ends a statement that runs longer (0: never; PGlite has no timer to do it). */
  statementTimeoutMs?: number;
};

const CONNECTIONS = 10;
// The back office's statements (./back-office-scope.ts) take turns on one connection of their
// own, as every statement does in embedded mode: however hard staff work, the database runs one
// of theirs at a time, and the other connections (and the machine's other core) stay free for the
// public site. Measured on a year of data with the dashboard, a search and an export running
// flat out: the public pages' p99 was 240-295 ms sharing the pool, 78-102 ms with one; with two,
// 86-129 ms (docs/decisions.md, "The public site first").
const BACK_OFFICE_CONNECTIONS = 1;
// PGlite is one session. Its socket server can share it among connections, but it queues each
// protocol message on its own, so one connection's Bind could meet another's Parse ("bind
// message supplies 2 parameters, but prepared statement requires 5", seen under load). One
// connection keeps what in-process PGlite gave: one statement or one transaction at a time.
const EMBEDDED_CONNECTIONS = 1;
// The server's statements are bounded reads and batched writes of milliseconds; one running for
// 10 s is a fault to end (its request answers 500), not a wait to share with every other request.
// Migrations lift it for themselves (migrate.ts); the command-line tools open without it.
const SERVER_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * The site's database, or the back office's when a statement is made in its scope; inside
 * inOneTransaction (./in-one-transaction.ts), that transaction, whichever pool opened it.
 */
function routed(site: Db, backOffice: Db): Db {
  const db: Db = new Proxy(site, {
    get(_target, property) {
      const to = transactionOf(db) ?? (isBackOffice() ? backOffice : site);
      const value: unknown = Reflect.get(to, property, to);
      return typeof value === 'function' ? value.bind(to) : value;
    },
  });
  return db;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: CONNECTIONS,
      statement_timeout: config.statementTimeoutMs,
    });
    const backOfficePool = new Pool({
      connectionString: config.databaseUrl,
      max: BACK_OFFICE_CONNECTIONS,
      statement_timeout: config.statementTimeoutMs,
    });
    const db = routed(
      drizzle({ client: pool, schema }) as unknown as Db,
      drizzle({ client: backOfficePool, schema }) as unknown as Db,
    );
    return {
      db,
      kind: 'postgres',
      async withLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzle({ client, schema }) as unknown as Db);
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), backOfficePool.end()]);
      },
    };
  }
  const dir = path.resolve(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // PGlite on a thread of its own, spoken to as PostgreSQL is: the same driver and SQL in both
  // modes, and the server's thread free for the public pages while a query runs.
  const server = await startEmbeddedServer(dir, EMBEDDED_CONNECTIONS);
  const pool = new Pool({
    host: server.host,
    port: server.port,
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_CONNECTIONS,
  });
  const plain = drizzle({ client: pool, schema }) as unknown as Db;
  // One pool, so routed only for inOneTransaction's sake.
  const db = routed(plain, plain);
  return {
    db,
    kind: 'pglite',
    // One process opens the folder, so nothing else can hold the lock.
    withLock: (_key, fn) => fn(db),
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}

const holder = globalThis as unknown as { __database?: Promise<Database> };

/**
 * The process's one database. Every route handler bundle shares it through globalThis, because
 * PGlite has no lock and two instances on one folder would corrupt it.
 */
export function getDatabase(config: DatabaseConfig): Promise<Database> {
  holder.__database ??= openDatabase({
    ...config,
    statementTimeoutMs: config.statementTimeoutMs ?? SERVER_STATEMENT_TIMEOUT_MS,
  }).catch((error: unknown) => {
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
