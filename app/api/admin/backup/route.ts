import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { adminRoute } from '@/lib/auth/admin-route';
import { isUnaskedRead, UNASKED_READ_MESSAGE } from '@/lib/auth/unasked-read';
import { fromError, jsonError } from '@/lib/http/respond';
import { attachmentDisposition } from '@/lib/http/attachment';
import { BACKUP_LIMIT, hitRateLimit } from '@/lib/http/rate-limit';
import { backupFileName } from '@/lib/backup/backup-format';
import { backupNow } from '@/lib/backup/backup-now';
import { localDoorAccess } from '@/lib/backup/local-door';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';

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

const TOO_MANY = `At most ${BACKUP_LIMIT.limit} backups in ${BACKUP_LIMIT.windowMs / 60_000} minutes. Please wait a few minutes.`;
const NOT_LOCAL =
  'The backup key works only for npm run backup on this machine, never through a proxy or from elsewhere.';
/** Who downloads with the local key, in the activity log: whoever may read DATA_DIR. */
const LOCAL_KEY_ACTOR: Actor = { id: null, name: 'npm run backup (this machine)', email: '' };

const forAdministrator = adminRoute('backup', async ({ account }) => {
  if (!(await hitRateLimit(BACKUP_LIMIT, `account:${account.id}`))) {
    return jsonError(429, TOO_MANY);
  }
  const response = await download();
  await recordActivity(account, { kind: 'export', summary: 'Downloaded a backup' });
  return response;
});

/** `npm run backup` while the server holds the embedded database (lib/backup/local-door.ts). */
async function withLocalKey(request: NextRequest): Promise<Response> {
  if (isUnaskedRead(request)) return jsonError(403, UNASKED_READ_MESSAGE);
  const access = localDoorAccess(request.headers);
  if (access === 'not-local') return jsonError(403, NOT_LOCAL);
  if (access === 'wrong-key') return jsonError(401, 'This key does not open backups.');
  if (!(await hitRateLimit(BACKUP_LIMIT, 'local-key'))) return jsonError(429, TOO_MANY);
  const response = await download();
  await recordActivity(LOCAL_KEY_ACTOR, {
    kind: 'export',
    summary: 'Downloaded a backup with the local key',
  });
  return response;
}

export async function GET(
  request: NextRequest,
  context: { params: Promise<Record<string, never>> },
) {
  if (request.headers.get('authorization') === null) return forAdministrator(request, context);
  return withLocalKey(request).catch(fromError);
}
