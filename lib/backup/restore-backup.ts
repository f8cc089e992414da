import 'server-only';
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  openDatabase,
  type Database,
  type DatabaseConfig,
  type Db,
} from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { rebuildOwnUses } from '@/lib/own-data/media/rebuild-own-uses';
import { BACKUP_LIMITS, totalRows, type BackupHeader, type BackupLimits } from './backup-format';
import { countOwnTables, listTables, rowsOf, sequenceColumns } from './catalog';
import { forEachRow, verifyBackup } from './read-backup';

/** A restore this target or this product cannot take: nothing was changed. */
export class RestoreRefusedError extends Error {}

// Rows go in by batches of JSON: PostgreSQL itself turns each value back into its column's type.
const BATCH_ROWS = 200;
const BATCH_CHARS = 8_000_000;

/**
 * Restores `file` into an empty target (DATABASE_URL's database, else DATA_DIR's embedded one):
 * checks the whole file first, creates the schema with this build's migrations, then loads
 * every row in one transaction and moves the id sequences past the restored ids. A refused or
 * failed restore leaves the target as it found it.
 */
export async function restoreBackup(
  file: string,
  target: DatabaseConfig,
  limits: BackupLimits = BACKUP_LIMITS,
) {
  const { header, end } = await verifyBackup(file, limits);
  const known = new Set(readMigrationFiles({ migrationsFolder: 'drizzle' }).map((m) => m.hash));
  if (header.migrations.some((hash) => !known.has(hash))) {
    throw new RestoreRefusedError('the backup was made by a newer version of the product');
  }
  const restore = target.databaseUrl ? intoPostgres : intoEmbedded;
  await restore(target, (database) => load(database, file, header));
  return { createdAt: header.createdAt, tables: header.tables.length, rows: totalRows(end.rows) };
}

async function intoPostgres(target: DatabaseConfig, fill: (database: Database) => Promise<void>) {
  const database = await openDatabase(target);
  try {
    if ((await countOwnTables(database.db)) > 0) {
      throw new RestoreRefusedError('the database DATABASE_URL names is not empty');
    }
    await applyMigrations(database);
    try {
      await fill(database);
    } catch (error) {
      // Back to empty: every table here was created by the migrations just applied.
      const created = await listTables(database.db);
      const names = sql.join(
        created.map((table) => sql.identifier(table.name)),
        sql`, `,
      );
      if (created.length > 0) await database.db.execute(sql`DROP TABLE IF EXISTS ${names} CASCADE`);
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      throw error;
    }
  } finally {
    await database.close();
  }
}

async function intoEmbedded(target: DatabaseConfig, fill: (database: Database) => Promise<void>) {
  const folder = path.resolve(target.dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new RestoreRefusedError(`${folder} already holds a database`);
  }
  // Built aside and moved into place whole, so a failure leaves no half-restored database.
  const aside = path.resolve(target.dataDir, '.restoring');
  await rm(aside, { recursive: true, force: true });
  try {
    const database = await openDatabase({ dataDir: aside });
    try {
      await applyMigrations(database);
      await fill(database);
    } finally {
      await database.close();
    }
    await rm(folder, { recursive: true, force: true });
    await rename(path.join(aside, 'pglite'), folder);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

async function load(database: Database, file: string, header: BackupHeader) {
  const present = new Map((await listTables(database.db)).map((t) => [t.name, t.columns]));
  for (const table of header.tables) {
    const columns = present.get(table.name);
    const unknown = columns ? table.columns.filter((c) => !columns.includes(c)) : [table.name];
    if (unknown.length > 0) {
      throw new RestoreRefusedError(`this version of the product has no ${unknown.join(', ')}`);
    }
  }
  const columnsOf = new Map(header.tables.map((t) => [t.name, t.columns]));
  await database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let batch: { table: string; rows: string[]; chars: number } | undefined;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      const table = sql.identifier(batch.table);
      const list = sql.join(
        columnsOf.get(batch.table)!.map((c) => sql.identifier(c)),
        sql`, `,
      );
      const json = `[${batch.rows.join(',')}]`;
      await tx
        .execute(
          sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${json}::json)`,
        )
        .catch((error: Error) => {
          // Drizzle's message quotes the query and its rows: the database's own reason is enough.
          const reason = error.cause instanceof Error ? error.cause.message : error.message;
          throw new Error(`the rows of ${batch!.table} were refused: ${reason}`);
        });
      batch = undefined;
    };
    await forEachRow(file, async (table, text) => {
      if (
        batch &&
        (batch.table !== table || batch.rows.length >= BATCH_ROWS || batch.chars >= BATCH_CHARS)
      ) {
        await flush();
      }
      batch ??= { table, rows: [], chars: 0 };
      batch.rows.push(text);
      batch.chars += text.length;
    });
    await flush();
    for (const { table, column } of await sequenceColumns(tx)) {
      const [t, c] = [sql.identifier(table), sql.identifier(column)];
      await rowsOf(
        tx,
        sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), COALESCE((SELECT max(${c}) FROM ${t}), 0) + 1, false)`,
      );
    }
    // Derived tables are not in the file (./catalog.ts): built again from the restored texts.
    await rebuildOwnUses(tx);
  });
}
