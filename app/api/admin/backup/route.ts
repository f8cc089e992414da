import { downloadBackup } from '@/lib/backup/download-backup';
import { backupDoor } from '@/lib/doors/backup-door';
import { limitOrRefuse } from '@/lib/doors/door';
import { BACKUP_LIMIT } from '@/lib/http/rate-limit';

const TOO_MANY = `At most ${BACKUP_LIMIT.limit} backups in ${BACKUP_LIMIT.windowMs / 60_000} minutes. Please wait a few minutes.`;

/**
 * A fresh backup as a download: for the signed-in administrator, and for `npm run backup` on
 * this machine (the local key), which cannot open the embedded database while the server has it.
 * Either way at most BACKUP_LIMIT, and in the activity log.
 */
export const GET = backupDoor(async ({ actor, limitKey, withKey }) => {
  await limitOrRefuse(BACKUP_LIMIT, limitKey, TOO_MANY);
  return downloadBackup(actor, withKey);
});
