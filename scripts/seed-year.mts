// `npm run seed:year [-- --force] [-- --scale=0.1]`, with the server stopped: fills the database
// DATA_DIR or DATABASE_URL names with a year of a busy firm's data (1,000,000 visits, 50,000
// enquiries, 2,000 news items, 300 jobs, 5,000 applications, 20,000 activity entries, 2,000
// pictures, 200 page versions), written by the database itself (lib/own-data/db/year-of-data/).
// Dates run up to now; the same hour and scale give the same rows (docs/testing.md).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from '@/lib/config/env-schema';
import { findLocalDoor } from '@/lib/backup/local-door';
import { closeDatabase, getDatabase, type Database } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { existingRows, moreThanDemo } from '@/lib/own-data/db/year-of-data/refusal';
import { seedYear } from '@/lib/own-data/db/year-of-data/seed-year';
import { keepTablesUp } from '@/lib/own-data/db/table-upkeep';
import { fail } from './cli-fail.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const scaleArg = args.find((arg) => arg.startsWith('--scale='));
const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : 1;
const unknown = args.filter((arg) => arg !== '--force' && arg !== scaleArg);
if (unknown.length > 0 || !(scale > 0 && scale <= 10)) {
  fail('Usage: npm run seed:year [-- --force] [-- --scale=N], N from 0.001 to 10 (1: a year).');
}

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  fail((error as Error).message);
}
const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = config;
if (config.API_BASE_URL) {
  fail('API_BASE_URL is set: the firm’s data lives in its API, not in this database.');
}
if (!databaseUrl && findLocalDoor(dataDir)) {
  fail(
    `The server is running on ${path.resolve(dataDir)}: stop it first (PGlite allows one process).`,
  );
}

function folderSize(folder: string): string {
  try {
    return execFileSync('du', ['-sh', folder], { encoding: 'utf8' }).split('\t')[0]!;
  } catch {
    return 'unknown';
  }
}

const where = databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : path.resolve(dataDir);
let database: Database | undefined;
try {
  const opened = performance.now();
  // A year of visits is one INSERT of a million rows: no statement timeout.
  database = await getDatabase({ databaseUrl, dataDir, statementTimeoutMs: 0 });
  await applyMigrations(database);
  const held = await existingRows(database.db);
  const refusal = moreThanDemo(held);
  if (refusal && !force) {
    await closeDatabase();
    fail(`Not seeding ${where}: ${refusal}. Run it with --force to add a year on top.`);
  }
  console.log(`Seeding ${where} with a year of data at scale ${scale}…`);
  const report = await seedYear(database.db, { scale });
  // As after any bulk load (PostgreSQL's own advice): the planner's statistics and the visibility
  // map, which autovacuum would otherwise bring some time after the first requests.
  const upkept = performance.now();
  await keepTablesUp(database.db);
  const upkeepSeconds = ((performance.now() - upkept) / 1000).toFixed(1);
  for (const [table, rows] of Object.entries(report.inserted)) {
    const took =
      report.steps[table] === undefined ? '' : `${(report.steps[table] / 1000).toFixed(1)} s`;
    console.log(
      `  ${table.padEnd(16)} ${rows.toLocaleString('en-GB').padStart(10)} ${took.padStart(9)}`,
    );
  }
  console.log(`  ${'vacuum, analyse'.padEnd(27)} ${`${upkeepSeconds} s`.padStart(9)}`);
  await closeDatabase();
  const total = Math.round(performance.now() - opened) / 1000;
  console.log(
    `Done in ${total.toFixed(1)} s (the inserts: ${(report.milliseconds / 1000).toFixed(1)} s).` +
      (databaseUrl
        ? ''
        : ` ${path.resolve(dataDir, 'pglite')} now holds ${folderSize(path.resolve(dataDir, 'pglite'))}.`),
  );
  process.exit(0);
} catch (error) {
  await closeDatabase().catch(() => undefined);
  // Drizzle's message quotes the whole query (images included): the database's reason is enough.
  const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
  fail(`Seeding failed: ${reason.slice(0, 500)}`);
}
