import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { adminRoute } from '@/lib/auth/admin-route';
import { env } from '@/lib/config/env';
import { fromError, jsonError } from '@/lib/http/respond';
import { attachmentDisposition } from '@/lib/http/attachment';
import { backupFileName } from '@/lib/own-data/backup/backup-format';
import { backupNow } from '@/lib/own-data/backup/backup-now';
import { isLocalDoorKey } from '@/lib/own-data/backup/local-door';
import { recordActivity } from '@/lib/own-data/activity/record';

/**
 * A fresh backup as a download: for the signed-in administrator, and for `npm run backup` on
 * this machine (the local key), which cannot open the embedded database while the server has it.
 * Written to a temporary file first, so the snapshot's transaction never waits on the network.
 */
async function download(): Promise<Response> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backup-'));
  const name = backupFileName(new Date());
  const file = path.join(dir, name);
  try {
    await backupNow(file);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const stream = createReadStream(file);
  stream.once('close', () => void rm(dir, { recursive: true, force: true }));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String((await stat(file)).size),
      'Content-Disposition': attachmentDisposition(name, 'gz', 'backup'),
      'Cache-Control': 'no-store',
    },
  });
}

const forAdministrator = adminRoute('backup', async ({ account }) => {
  const response = await download();
  await recordActivity(account, { kind: 'export', summary: 'Downloaded a backup' });
  return response;
});

export async function GET(
  request: NextRequest,
  context: { params: Promise<Record<string, never>> },
) {
  const authorization = request.headers.get('authorization');
  if (authorization === null) return forAdministrator(request, context);
  if (!isLocalDoorKey(env().DATA_DIR, authorization))
    return jsonError(401, 'This key does not open backups.');
  return download().catch(fromError);
}
