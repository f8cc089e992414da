import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { attachmentDisposition } from '@/lib/http/attachment';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { backupFileName } from './backup-format';
import { backupNow } from './backup-now';

/**
 * "Download a backup" (and `npm run backup`, with the local key): a fresh backup as a download,
 * in the activity log. Written to a temporary file first, so the snapshot's transaction never
 * waits on the network.
 */
export async function downloadBackup(actor: Actor, withKey: boolean): Promise<Response> {
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
  const summary = withKey ? 'Downloaded a backup with the local key' : 'Downloaded a backup';
  await recordActivity(actor, { kind: 'export', summary });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(bytes),
      'Content-Disposition': attachmentDisposition(name, 'gz', 'backup'),
      'Cache-Control': 'no-store',
    },
  });
}
