import 'server-only';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { BACKUP_FILE_PATTERN, backupFileName, backupFileTime } from './backup-format';
import { backupNow } from './backup-now';

const CHECK_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The backups in `dir`, newest first (their names sort by time). */
async function backupsIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse();
}

/** Makes today's backup in BACKUP_DIR if the newest there is a day old, keeping BACKUP_KEEP. */
export async function runDueBackup(now = new Date()): Promise<string | null> {
  const { BACKUP_DIR, BACKUP_KEEP } = env();
  if (!BACKUP_DIR) return null;
  const [newest] = await backupsIn(BACKUP_DIR);
  // The file's name is the time it was made: no clock of another instance to trust.
  if (newest && now.getTime() - backupFileTime(newest) < DAY_MS - CHECK_EVERY_MS / 2) return null;
  const made = await backupNow(path.join(BACKUP_DIR, backupFileName(now)));
  for (const old of (await backupsIn(BACKUP_DIR)).slice(BACKUP_KEEP)) {
    await rm(path.join(BACKUP_DIR, old), { force: true });
  }
  return made.file;
}

/** With BACKUP_DIR set: a backup at start when none is a day old, then checked every hour. */
export function scheduleBackups(): void {
  if (!env().BACKUP_DIR) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const file = await runDueBackup();
      if (file) console.log(`Backup written to ${file}`);
    } catch (error) {
      console.error('[backup]', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void run();
  setInterval(run, CHECK_EVERY_MS).unref();
}
