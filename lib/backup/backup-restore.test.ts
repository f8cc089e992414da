// A backup restored into an empty database holds what the source held when the backup began,
// on PGlite and on PostgreSQL and across the two; a damaged file or a target holding data is
// refused and nothing changes.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/lib/own-data/db/client';
import {
  accounts,
  applications,
  companyDetails,
  media,
  messages,
  notFoundPaths,
  redirects,
  replies,
  siteMenus,
  sitePageLiveCopies,
} from '@/lib/own-data/db/schema';
import { emptyTarget, freshDatabase, type DatabaseKind } from '@/test/databases';
import { scratchFolder } from '@/test/file-end';
import { countOwnTables } from './catalog';
import { DamagedBackupError } from './backup-lines';
import { restoreBackup, RestoreRefusedError } from './restore-backup';
import { writeBackup } from './write-backup';

const folder = scratchFolder('backups');
const cv = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 10, 13, 92, 120]);

async function fill(db: Db) {
  const [message] = await db
    .insert(messages)
    .values({
      fullName: 'Priya Shah',
      userEmail: 'priya@example.com',
      description: 'Line one\nline "two" \\x',
    })
    .returning();
  await db
    .insert(replies)
    .values({ messageId: message!.id, replyText: 'Thank you', adminUser: 'office' });
  await db.insert(applications).values({
    jobId: 3,
    jobTitle: 'Receptionist',
    fullName: 'Tom Reid',
    userEmail: 'tom@example.com',
    phoneNumber: '+44 7700 900000',
    coverLetter: 'Hello',
    cv,
    cvType: 'application/pdf',
    cvName: 'tom.pdf',
  });
  await db.insert(media).values({
    id: 'a1b2',
    contentType: 'image/png',
    bytes: new Uint8Array([137, 80, 78, 71]),
    // The media library's columns go with the picture.
    description: 'The Leeds reception desk',
    width: 1200,
    height: 800,
    createdBy: 'Jane Smith',
  });
  await db.insert(companyDetails).values({
    details: {
      email: 'hello@example.org',
      phones: [{ number: '+44 161 555 0100', label: 'Main' }],
    },
    version: 3,
    savedByName: 'Jane Smith',
  });
  await db.insert(siteMenus).values({
    menus: {
      header: [{ label: 'Pricing', link: '/pricing' }],
      footer: [{ label: 'Partners', link: 'https://partners.example.org/' }],
    },
    version: 2,
    savedByName: 'Eve Editor',
  });
  await db.insert(redirects).values([
    { fromPath: '/caling-handling-management-solutions', toTarget: '/call', permanent: true },
    { fromPath: '/old-jobs', toTarget: 'https://jobs.example.org/', permanent: false },
  ]);
  await db.insert(notFoundPaths).values({ path: '/lost-page', hits: 7 });
}

// PGlite answers bytea as Uint8Array, node-postgres as Buffer: compared as bytes.
async function readBack(db: Db) {
  return {
    messages: await db.select().from(messages),
    replies: (await db.select().from(replies)).map(({ id: _id, ...rest }) => rest),
    applications: (await db.select().from(applications)).map((row) => ({
      ...row,
      cv: Buffer.from(row.cv),
    })),
    media: (await db.select().from(media)).map((row) => ({
      ...row,
      bytes: Buffer.from(row.bytes),
    })),
    companyDetails: await db.select().from(companyDetails),
    siteMenus: await db.select().from(siteMenus),
    redirects: await db.select().from(redirects).orderBy(redirects.id),
    notFound: await db.select().from(notFoundPaths),
  };
}

const pairs: [DatabaseKind, DatabaseKind][] = [
  ['pglite', 'pglite'],
  ['postgres', 'postgres'],
  ['pglite', 'postgres'],
];

// A restore into PGlite creates its database first (initdb, ~10 s alone, several times that
// beside a build): more than the default 30 s.
describe.each(pairs)('a backup of %s restored into %s', { timeout: 150_000 }, (from, to) => {
  it('holds every row, byte for byte, and new ids follow the restored ones', async () => {
    const source = await freshDatabase(from);
    await fill(source.database.db);
    // An editor's unsaved copy in the live preview: passing, never backed up.
    const [editor] = await source.database.db
      .insert(accounts)
      .values({
        email: `eve-${from}-${to}@example.org`,
        name: 'Eve',
        role: 'editor',
        sessionStamp: 's1',
      })
      .returning();
    await source.database.db
      .insert(sitePageLiveCopies)
      .values({ pageKey: 'about', accountId: editor!.id, content: { heading: 'Unsaved' } });
    const file = path.join(folder, `${from}-${to}.jsonl.gz`);
    const made = await writeBackup(source.database, file);
    const before = await readBack(source.database.db);
    // Written after the snapshot: not in this backup.
    await source.database.db.insert(messages).values({ fullName: 'Later' });
    await source.dispose();
    expect(made.rows).toBeGreaterThanOrEqual(5);

    const target = await emptyTarget(to);
    const restored = await restoreBackup(file, target);
    expect(restored.rows).toBe(made.rows);
    const database = await openDatabase(target);
    try {
      const after = await readBack(database.db);
      expect(after).toEqual(before);
      expect(after.applications[0]!.cv).toEqual(Buffer.from(cv));
      expect(after.redirects.map((row) => row.fromPath)).toEqual([
        '/caling-handling-management-solutions',
        '/old-jobs',
      ]);
      expect(after.notFound).toMatchObject([{ path: '/lost-page', hits: 7 }]);
      expect(await database.db.select().from(sitePageLiveCopies)).toEqual([]);
      const [next] = await database.db.insert(messages).values({ fullName: 'New' }).returning();
      expect(next!.id).toBeGreaterThan(before.messages[0]!.id);
    } finally {
      await database.close();
    }
  });
});

describe('a restore refuses, changing nothing', { timeout: 90_000 }, () => {
  async function backupFile(name: string) {
    const source = await freshDatabase('pglite');
    await fill(source.database.db);
    const file = path.join(folder, name);
    await writeBackup(source.database, file);
    return file;
  }

  it('a target that holds data', async () => {
    const file = await backupFile('full-target.jsonl.gz');
    const target = await freshDatabase('postgres');
    await target.database.db.insert(messages).values({ fullName: 'Already here' });
    await expect(restoreBackup(file, { databaseUrl: target.url, dataDir: folder })).rejects.toThrow(
      RestoreRefusedError,
    );
    const rows = await target.database.db.select().from(messages);
    expect(rows.map((row) => row.fullName)).toEqual(['Already here']);
    await target.dispose();
  });

  const damages: [string, (text: string) => string][] = [
    ['a row altered', (text) => text.replace('Priya Shah', 'Priya Shaw')],
    ['cut short', (text) => text.slice(0, text.lastIndexOf('{"end"'))],
    [
      'a row removed',
      (text) =>
        text
          .split('\n')
          .filter((line) => !line.includes('Thank you'))
          .join('\n'),
    ],
  ];
  it.each(damages)('a file with %s', async (_name, damage) => {
    const file = await backupFile(
      `damaged-${createHash('md5').update(_name).digest('hex')}.jsonl.gz`,
    );
    writeFileSync(file, gzipSync(damage(gunzipSync(readFileSync(file)).toString('utf8'))));
    const target = await emptyTarget('pglite');
    await expect(restoreBackup(file, target)).rejects.toThrow(DamagedBackupError);
    expect(() => readFileSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))).toThrow();
  });

  it('a file that is not gzip at all', async () => {
    const file = path.join(folder, 'not-a-backup.jsonl.gz');
    writeFileSync(file, 'hello');
    await expect(restoreBackup(file, await emptyTarget('pglite'))).rejects.toThrow(
      DamagedBackupError,
    );
  });

  /** Edits the lines of a backup and signs it again, as a valid but unwelcome file. */
  function resign(file: string, edit: (lines: string[]) => void) {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const end = JSON.parse(lines.pop()!) as { sha256: string };
    edit(lines);
    const body = `${lines.join('\n')}\n`;
    end.sha256 = createHash('sha256').update(body).digest('hex');
    writeFileSync(file, gzipSync(`${body}${JSON.stringify(end)}\n`));
  }

  async function expectEmptyAfter(file: string, reason: RegExp) {
    const target = await emptyTarget('postgres');
    await expect(restoreBackup(file, target)).rejects.toThrow(reason);
    const database = await openDatabase(target);
    expect(await countOwnTables(database.db)).toBe(0);
    await database.close();
  }

  it('a backup made by a newer version', async () => {
    const file = await backupFile('newer.jsonl.gz');
    resign(file, (lines) => {
      const header = JSON.parse(lines[0]!) as { migrations: string[] };
      header.migrations.push('f'.repeat(64));
      lines[0] = JSON.stringify(header);
    });
    await expectEmptyAfter(file, /newer version/);
  });

  it('rows the database rejects half way: the tables made for them go again', async () => {
    const file = await backupFile('orphan-reply.jsonl.gz');
    resign(file, (lines) => {
      const at = lines.findIndex((line) => line.startsWith('{"table":"replies"'));
      lines[at] = lines[at]!.replace(/"message_id":\d+/, '"message_id":999');
    });
    await expectEmptyAfter(file, /foreign key/);
  });
});
