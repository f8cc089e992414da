// A restore reads a backup with caps (issue 42): a crafted file whose checksum is right but
// that holds one huge line, or more than a restore reads in all, is refused with a plain reason
// before anything is restored.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/own-data/db/schema';
import { emptyTarget, freshDatabase } from '@/test/databases';
import { scratchFolder } from '@/test/file-end';
import { BACKUP_LIMITS } from './backup-format';
import { DamagedBackupError } from './backup-lines';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const folder = scratchFolder('restore-limits');

/**
 * A backup of one enquiry whose description is `size` characters, its end line signed again as
 * a valid file would be: only its size is wrong. `endless` leaves that line without its end.
 */
async function craftedBackup(name: string, size: number, endless = false) {
  const source = await freshDatabase('pglite');
  await source.database.db.insert(messages).values({ fullName: 'Big', description: 'x' });
  const file = path.join(folder, name);
  await writeBackup(source.database, file);
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const end = JSON.parse(lines.pop()!) as { sha256: string };
  const at = lines.findIndex((line) => line.startsWith('{"table":"messages"'));
  lines[at] = lines[at]!.replace('"description":"x"', `"description":"${'x'.repeat(size)}"`);
  if (endless) lines.splice(at + 1);
  const body = `${lines.join('\n')}${endless ? '' : '\n'}`;
  end.sha256 = createHash('sha256').update(body).digest('hex');
  writeFileSync(file, gzipSync(endless ? body : `${body}${JSON.stringify(end)}\n`, { level: 1 }));
  return { file, line: at + 1 };
}

async function expectRefused(file: string, reason: RegExp, limits = BACKUP_LIMITS) {
  const target = await emptyTarget('pglite');
  const restoring = restoreBackup(file, target, limits);
  await expect(restoring).rejects.toThrow(DamagedBackupError);
  await expect(restoring).rejects.toThrow(reason);
  // Nothing restored: the target still has no database.
  expect(existsSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
  expect(existsSync(path.join(target.dataDir, '.restoring'))).toBe(false);
}

describe('a restore refuses a backup past its caps, changing nothing', { timeout: 120_000 }, () => {
  it('one line longer than 32 MB, checksum and counts right', async () => {
    const { file, line } = await craftedBackup('huge-line.jsonl.gz', 33 * 1024 * 1024);
    await expectRefused(
      file,
      new RegExp(`^line ${line} is longer than 32 MB, more than any row the product writes$`),
    );
  });

  it('one line that never ends', async () => {
    const { file, line } = await craftedBackup('endless.jsonl.gz', 64 * 1024 * 1024, true);
    await expectRefused(file, new RegExp(`^line ${line} is longer than 32 MB`));
  });

  it('more in all, unpacked, than a restore reads', async () => {
    const { file } = await craftedBackup('too-much.jsonl.gz', 3 * 1024 * 1024);
    const limits = { ...BACKUP_LIMITS, totalBytes: 2 * 1024 * 1024 };
    await expectRefused(file, /^it unpacks to more than 2 MB, more than a restore reads$/, limits);
  });
});
