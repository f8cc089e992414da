import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loopbackOrigin } from '@/lib/http/loopback-origin';
import { isLocalRequest, markLocalRequests } from './local-requests';

// The embedded database can be open in one process only. While the server runs, `npm run
// backup` asks it for the backup over loopback, with a key the server leaves in DATA_DIR
// (readable by whoever may read the database itself, and by nobody else: mode 0600). The key
// opens the door only for a request from this machine, never through a proxy
// (local-requests.ts; docs/deploy.md, "Backups and restore", says what that guarantees).
const FILE = 'backup-door.json';
/** The route that takes the key (app/api/admin/backup). */
export const LOCAL_DOOR_PATH = '/api/admin/backup';
const doorSchema = z.object({ pid: z.number().int(), url: z.url(), key: z.string().min(32) });
export type LocalDoor = z.infer<typeof doorSchema>;

// The key in this process's memory: the route is bundled apart from the code that opened the
// door, but both share the process's global object. A door file left by an earlier process
// (an unclean stop) never matches it.
const KEY = Symbol.for('crestfield.local-door-key');
const holder = globalThis as unknown as Record<typeof KEY, string | undefined>;

export function openLocalDoor(dataDir: string, port: number, hostname?: string): void {
  const key = randomBytes(32).toString('base64url');
  const url = loopbackOrigin(port, hostname);
  const door: LocalDoor = { pid: process.pid, url, key };
  const file = path.join(dataDir, FILE);
  // A stale file (a crash, a killed container) goes first; then the new one is created, never
  // written through a file or link someone else put there meanwhile.
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(door), { mode: 0o600, flag: 'wx' });
  holder[KEY] = key;
  markLocalRequests(new URL(url).host, LOCAL_DOOR_PATH);
  process.once('exit', () => rmSync(file, { force: true }));
}

/**
 * What a request with `Authorization: Bearer …` may have: `not-local` unless it came from this
 * machine and no proxy (asked first, so nothing is learnt about the key from elsewhere),
 * `wrong-key` unless it carries this server's key, else `open`.
 */
export function localDoorAccess(headers: Headers): 'open' | 'not-local' | 'wrong-key' {
  if (!isLocalRequest(headers)) return 'not-local';
  const key = holder[KEY];
  const given = Buffer.from(headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  if (!key) return 'wrong-key';
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? 'open'
    : 'wrong-key';
}

function readDoor(dataDir: string): LocalDoor | null {
  try {
    return doorSchema.parse(JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')));
  } catch {
    return null;
  }
}

/** The running server's door in DATA_DIR, or null when no server has it open. */
export function findLocalDoor(dataDir: string): LocalDoor | null {
  const door = readDoor(dataDir);
  // Our own pid: a file left by a server that was pid 1 of a container, read by `node
  // backup.mjs` now pid 1 of a new one. No server holds the database.
  if (!door || door.pid === process.pid) return null;
  try {
    process.kill(door.pid, 0);
    return door;
  } catch (error) {
    // EPERM: the process lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? door : null;
  }
}
