// Issue 42: a news item's `<img src="/api/admin/backup">` made every Administrator who opened it
// take a backup in their own name. Every /api/admin door that answers GET refuses a read that a
// page of the back office did not ask for itself, before any work, even with a live session.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { primaryOwnerCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

withOwnDatabase('unasked-reads');
setDoorEnvironment('unasked-reads');

const { activityLog } = await import('@/lib/own-data/db/schema');
const { ownDatabase } = await import('@/lib/own-data/db/own-database');

type GetDoor = (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>;

/** Every app/api/admin/**\/route.ts that exports GET, by its path, `[id]` as 1. */
async function getDoors(): Promise<[string, GetDoor][]> {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .sort();
  const doors: [string, GetDoor][] = [];
  for (const file of files) {
    const source = path.join(import.meta.dirname, file);
    const door = (await import(/* @vite-ignore */ source)) as { GET?: GetDoor };
    const route = `/api/admin/${path.dirname(file)}`.replace('[id]', '1');
    if (door.GET) doors.push([route, door.GET]);
  }
  return doors;
}

// What an <img>, <iframe>, <script>, <link>, <object>, <video>... or another site sends.
const UNASKED: Record<string, string>[] = [
  ...[
    'image',
    'iframe',
    'frame',
    'script',
    'style',
    'object',
    'embed',
    'audio',
    'video',
    'font',
  ].map((destination) => ({ 'sec-fetch-dest': destination, 'sec-fetch-site': 'same-origin' })),
  { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-site' },
  { 'sec-fetch-site': 'cross-site' },
];

let cookie = '';
let doors: [string, GetDoor][] = [];
beforeAll(async () => {
  cookie = await primaryOwnerCookie();
  doors = await getDoors();
});

const read = (door: GetDoor, route: string, headers: Record<string, string>, method = 'GET') =>
  door(
    new NextRequest(`http://localhost:3000${route}`, { method, headers: { cookie, ...headers } }),
    {
      params: Promise.resolve({ id: '1' }),
    },
  );

describe('an admin door read that no back-office page asked for', () => {
  it('finds the doors that answer GET: backups, every CSV export, CVs, privacy requests', () => {
    const routes = doors.map(([route]) => route);
    for (const route of [
      '/api/admin/backup',
      '/api/admin/messages/export',
      '/api/admin/applications/export',
      '/api/admin/visitors/export',
      '/api/admin/activity/export',
      '/api/admin/applications/1/cv',
      '/api/admin/privacy/requests',
    ])
      expect(routes).toContain(route);
  });

  it('answers 403 with the reason, whatever the door, for an owner signed in', async () => {
    for (const [route, door] of doors) {
      for (const headers of UNASKED) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await read(door, route, headers, method);
          expect(answer.status, `${method} ${route} ${JSON.stringify(headers)}`).toBe(403);
          if (method === 'GET')
            expect(await answer.json()).toEqual({
              error:
                "The back office's data is sent only to its own pages, never to an image, a frame, a script or another site.",
            });
        }
      }
    }
    // Nothing was done: no backup, no export in the activity log.
    expect(await (await ownDatabase()).select().from(activityLog)).toEqual([]);
  });

  it("lets the back office's own fetches and links through", async () => {
    const own: Record<string, string>[] = [
      { 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
      {},
    ];
    const [route, door] = doors.find(([path]) => path === '/api/admin/activity')!;
    for (const headers of own) expect((await read(door, route, headers)).status).toBe(200);
  });
});
