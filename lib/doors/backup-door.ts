import 'server-only';
import type { NextRequest } from 'next/server';
import { localDoorAccess } from '@/lib/backup/local-door';
import { HttpError } from '@/lib/http/respond';
import type { Actor } from '@/lib/own-data/activity/record';
import { admitAccount } from './admin-door';
import { door } from './door';
import { isUnaskedRead, UNASKED_READ_MESSAGE } from './unasked-read';

const NOT_LOCAL =
  'The backup key works only for npm run backup on this machine, never through a proxy or from elsewhere.';
/** Who downloads with the local key, in the activity log: whoever may read DATA_DIR. */
const LOCAL_KEY_ACTOR: Actor = { id: null, name: 'npm run backup (this machine)', email: '' };

/** Who asked for a backup, and the key their downloads are counted under. */
export type BackupAsker = { actor: Actor; limitKey: string; withKey: boolean };

const admitAdministrator = admitAccount('backup');

/**
 * The backup download's admission: the signed-in administrator, or `npm run backup` on this
 * machine with the local key (lib/backup/local-door.ts), which cannot open the embedded database
 * while the server has it. A request with an Authorization header is judged by the key alone.
 */
async function admitBackup(request: NextRequest): Promise<BackupAsker> {
  if (request.headers.get('authorization') === null) {
    const account = await admitAdministrator(request);
    return { actor: account, limitKey: `account:${account.id}`, withKey: false };
  }
  if (isUnaskedRead(request)) throw new HttpError(403, UNASKED_READ_MESSAGE);
  const access = localDoorAccess(request.headers);
  if (access === 'not-local') throw new HttpError(403, NOT_LOCAL);
  if (access === 'wrong-key') throw new HttpError(401, 'This key does not open backups.');
  return { actor: LOCAL_KEY_ACTOR, limitKey: 'local-key', withKey: true };
}

export function backupDoor(handle: (asker: BackupAsker) => Promise<Response>) {
  return door({ admit: admitBackup, sameOrigin: 'writes' }, (_request, _context, asker) =>
    handle(asker),
  );
}
