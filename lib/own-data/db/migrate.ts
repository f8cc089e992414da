import 'server-only';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

const MIGRATION_LOCK = 4_271_001;

/** Applies drizzle/ once, even when several instances start together on one PostgreSQL. */
export async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = path.join(process.cwd(), 'drizzle');
  await database.withLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    }
  });
}
