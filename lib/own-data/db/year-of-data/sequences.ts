import type { Db } from '../client';
import { query } from './statements';

/** The tables whose serial ids the year's rows (written with ids of their own) run ahead of. */
const SERIAL_TABLES = [
  'visitors',
  'messages',
  'replies',
  'news',
  'jobs',
  'applications',
  'activity_log',
  'site_page_versions',
  'accounts',
];

/** Moves every serial sequence past its table's highest id, so new rows' ids go on after. */
export async function moveSequences(tx: Db): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await query(
      tx,
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    );
  }
}
