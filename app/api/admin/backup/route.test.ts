// The backup door for a signed-in administrator: a fresh backup as a download, in the activity
// log, at most BACKUP_LIMIT per account (issue 42: a page could make one backup after another).
import { gunzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { primaryOwnerCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

withOwnDatabase('backup-door');
setDoorEnvironment('backup-door');

const { activityLog } = await import('@/lib/own-data/db/schema');
const { ownDatabase } = await import('@/lib/own-data/db/own-database');
const door = await import('./route');

let cookie = '';
beforeAll(async () => {
  cookie = await primaryOwnerCookie();
});

const download = (headers: Record<string, string> = {}) =>
  door.GET(
    new NextRequest('http://localhost:3000/api/admin/backup', { headers: { cookie, ...headers } }),
    {
      params: Promise.resolve({}),
    },
  );

const logged = async () =>
  (await (await ownDatabase()).select().from(activityLog)).map((entry) => [
    entry.actorEmail,
    entry.summary,
  ]);

describe('a backup downloaded by an administrator', { timeout: 60_000 }, () => {
  it('refuses an image naming the door before making anything', async () => {
    const answer = await download({ 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(403);
    expect(await logged()).toEqual([]);
  });

  it('is a backup, logged; a fourth within ten minutes answers 429 and makes none', async () => {
    for (let n = 1; n <= 3; n += 1) {
      const answer = await download({ 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/gzip');
      const first = gunzipSync(Buffer.from(await answer.arrayBuffer()))
        .toString()
        .split('\n')[0];
      expect(JSON.parse(first!)).toMatchObject({ format: 'crestfield-backup' });
    }
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'At most 3 backups in 10 minutes. Please wait a few minutes.',
    });
    expect(await logged()).toEqual(Array(3).fill(['owner@example.com', 'Downloaded a backup']));
  });
});
