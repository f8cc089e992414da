import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loopbackOrigin } from '@/lib/http/loopback-origin';

// The embedded database can be open in one process only. While the server runs, `npm run
// backup` asks it for the backup over loopback, with a key the server leaves in DATA_DIR
// (readable by whoever may read the database itself, and by nobody else: mode 0600).
const FILE = 'backup-door.json';
const doorSchema = z.object({ pid: z.number().int(), url: z.url(), key: z.string().min(32) });
export type LocalDoor = z.infer<typeof doorSchema>;

export function openLocalDoor(dataDir: string, port: number, hostname?: string): void {
  const key = randomBytes(32).toString('base64url');
  const door: LocalDoor = { pid: process.pid, url: loopbackOrigin(port, hostname), key };
  const file = path.join(dataDir, FILE);
  writeFileSync(file, JSON.stringify(door), { mode: 0o600 });
  process.once('exit', () => rmSync(file, { force: true }));
}

function readDoor(dataDir: string): LocalDoor | null {
  try {
    return doorSchema.parse(JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')));
  } catch {
    return null;
  }
}

/**
 * Whether a request's `Authorization: Bearer …` is this server's local key. Read from the file,
 * not kept in memory: Next bundles the route apart from the code that opened the door.
 */
export function isLocalDoorKey(dataDir: string, authorization: string | null): boolean {
  const door = readDoor(dataDir);
  if (door?.pid !== process.pid) return false;
  const given = Buffer.from(authorization?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(door.key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The running server's door in DATA_DIR, or null when no server has it open. */
export function findLocalDoor(dataDir: string): LocalDoor | null {
  const door = readDoor(dataDir);
  if (!door) return null;
  try {
    process.kill(door.pid, 0);
    return door;
  } catch (error) {
    // EPERM: the process lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? door : null;
  }
}
