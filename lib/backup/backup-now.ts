import 'server-only';
import { env } from '@/lib/config/env';
import { outsideBackOffice } from '@/lib/own-data/db/back-office-scope';
import { getDatabase } from '@/lib/own-data/db/client';
import { recordBackup } from './backup-record';
import { writeBackup, type BackupSummary } from './write-backup';

/** A backup of this process's database into `file`, remembered as the newest. */
export async function backupNow(file: string): Promise<BackupSummary> {
  const config = env();
  const database = await getDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  // Its transaction holds a connection for minutes: not one of the back office's few.
  const summary = await outsideBackOffice(() => writeBackup(database, file));
  await recordBackup(database.db, { at: summary.createdAt, rows: summary.rows });
  return summary;
}
