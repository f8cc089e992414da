import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

const MIGRATION_LOCK = 4_271_001;

/** Applies drizzle/ once, even when several instances start together on one PostgreSQL. */
export async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = path.join(process.cwd(), 'drizzle');
  await database.withLock(MIGRATION_LOCK, async (db) => {
    // An index built over a year of visits may take longer than the server's statement timeout.
    await db.execute(sql`SET statement_timeout = 0`);
    try {
      await migrate(db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await db.execute(sql`RESET statement_timeout`);
    }
  });
}
