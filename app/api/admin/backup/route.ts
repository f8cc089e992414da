import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { backupDoor } from '@/lib/doors/backup-door';
import { limitOrRefuse } from '@/lib/doors/door';
import { attachmentDisposition } from '@/lib/http/attachment';
import { BACKUP_LIMIT } from '@/lib/http/rate-limit';
import { backupFileName } from '@/lib/backup/backup-format';
import { backupNow } from '@/lib/backup/backup-now';
import { recordActivity } from '@/lib/own-data/activity/record';

/**
 * A fresh backup as a download: for the signed-in administrator, and for `npm run backup` on
 * this machine (the local key), which cannot open the embedded database while the server has it.
 * Either way at most BACKUP_LIMIT, and in the activity log. Written to a temporary file first,
 * so the snapshot's transaction never waits on the network.
 */
async function download(): Promise<Response> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backup-'));
  const name = backupFileName(new Date());
  const file = path.join(dir, name);
  let bytes: number;
  try {
    ({ bytes } = await backupNow(file));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  // The size is known before the stream opens: a small file can be read to its end, and its
  // folder removed, before a stat made after this point would run.
  const stream = createReadStream(file);
  stream.once('close', () => void rm(dir, { recursive: true, force: true }));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(bytes),
      'Content-Disposition': attachmentDisposition(name, 'gz', 'backup'),
      'Cache-Control': 'no-store',
    },
  });
}

const TOO_MANY = `At most ${BACKUP_LIMIT.limit} backups in ${BACKUP_LIMIT.windowMs / 60_000} minutes. Please wait a few minutes.`;

export const GET = backupDoor(async ({ actor, limitKey, withKey }) => {
  await limitOrRefuse(BACKUP_LIMIT, limitKey, TOO_MANY);
  const response = await download();
  const summary = withKey ? 'Downloaded a backup with the local key' : 'Downloaded a backup';
  await recordActivity(actor, { kind: 'export', summary });
  return response;
});
