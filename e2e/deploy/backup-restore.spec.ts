import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Job } from '@/lib/domain/job';
import { applyFor, type Applied } from '../support/careers-helpers';
import { e2eAdmin } from '../support/env';
import { pixelPng } from '../support/files';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/session';
import { copyStandalone, startStandalone, track, type Running } from '../support/deploy/processes';
import { startPostgresCluster, type PostgresCluster } from '../../test/postgres-cluster';

// The backup and restore commands as an operator runs them in the standalone folder (`node
// backup.mjs`, `node restore.mjs`), against a server that keeps taking enquiries meanwhile: what
// was acknowledged before the backup began is all there after a restore into a fresh place.

const secrets = {
  AUTH_SECRET: 'backup-test-secret-that-is-long-enough-123456',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  TRUST_PROXY: '1',
};

/** Runs one of the folder's commands as an operator would, with the environment given. */
function command(
  dir: string,
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
) {
  const child = spawn(process.execPath, [`${name}.mjs`, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.once('exit', (status) => resolve({ status, output: output() })),
  );
}

async function signedIn(server: Running): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  await logIn(api, server.url);
  return api;
}

/** Enquiries posted one after another until `stop` is set, each from its own address. */
function keepWriting(url: string) {
  const acknowledged: string[] = [];
  const state = { stop: false };
  const writing = (async () => {
    for (let n = 0; !state.stop; n++) {
      const name = `Backup Visitor ${n}`;
      const answer = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: {
          origin: url,
          'content-type': 'application/json',
          'x-forwarded-for': `10.8.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        },
        body: JSON.stringify({
          full_name: name,
          userEmail: `backup${n}@example.com`,
          phone_number: '+44 7700 900123',
          service_of_interest: 'Call Handling',
          description: 'Sent while a backup is being made.',
        }),
      });
      if (answer.status === 201) acknowledged.push(name);
    }
  })();
  return { acknowledged, stop: () => ((state.stop = true), writing) };
}

/** What was written before the backup, read back from a server started on the restored data. */
async function expectRestored(
  api: APIRequestContext,
  wanted: { names: string[]; applied: Applied; image?: { src: string; bytes: Buffer } },
) {
  const csv = await (await api.get('/api/admin/messages/export')).text();
  const missing = wanted.names.filter((name) => !csv.includes(`,${name},`));
  expect(missing, `acknowledged before the backup, missing after the restore`).toEqual([]);
  const cv = await api.get(`/api/admin/applications/${wanted.applied.id}/cv`);
  expect(cv.status()).toBe(200);
  expect(Buffer.from(await cv.body())).toEqual(wanted.applied.cv);
  if (wanted.image) {
    const image = await api.get(wanted.image.src);
    expect(image.status()).toBe(200);
    expect(Buffer.from(await image.body())).toEqual(wanted.image.bytes);
  }
}

/**
 * Issue 42: the command's download is in the activity log; its key opens nothing a proxy
 * forwarded (nginx always sends X-Forwarded-For); the door file is the owner's alone; and the
 * administrator's door does not answer an image naming it.
 */
async function expectKeyOnlyFromThisMachine(api: APIRequestContext, dataDir: string) {
  const activity = (await (await api.get('/api/admin/activity')).json()) as {
    results: { actor_name: string; summary: string }[];
  };
  expect(activity.results).toContainEqual(
    expect.objectContaining({
      actor_name: 'npm run backup (this machine)',
      summary: 'Downloaded a backup with the local key',
    }),
  );
  const file = path.join(dataDir, 'backup-door.json');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const door = JSON.parse(readFileSync(file, 'utf8')) as { url: string; key: string };
  const proxied = await fetch(`${door.url}/api/admin/backup`, {
    headers: { authorization: `Bearer ${door.key}`, 'x-forwarded-for': '203.0.113.7' },
  });
  expect(proxied.status).toBe(403);
  const image = await api.get('/api/admin/backup', {
    headers: { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' },
  });
  expect(image.status()).toBe(403);
}

async function firstJob(api: APIRequestContext): Promise<Job> {
  const jobs = (await (await api.get('/api/admin/jobs')).json()) as { results: Job[] };
  return jobs.results[0]!;
}

test('embedded: a backup made while enquiries arrive restores into a new DATA_DIR with everything acknowledged before it', async () => {
  test.setTimeout(240_000);
  // A copy per test: a module-level one disposed after one test is gone for the next in a worker.
  const build = copyStandalone();
  const root = mkdtempSync(path.join(tmpdir(), 'backup-e2e-'));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  // Three older daily backups: with BACKUP_KEEP=2 the two oldest go once today's is written.
  mkdirSync(backupDir);
  const old = ['01', '02', '03'].map((day) => `backup-2026-01-${day}T03-00-00Z.jsonl.gz`);
  for (const name of old) writeFileSync(path.join(backupDir, name), 'an older backup');
  const server = await startStandalone(build.dir, {
    ...secrets,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_KEEP: '2',
  });
  let restored: Running | undefined;
  try {
    await expect
      .poll(() => readdirSync(backupDir).sort(), { timeout: 30_000 })
      .toEqual([old[2], expect.stringMatching(/^backup-20\d\d-.*Z\.jsonl\.gz$/)]);

    const api = await signedIn(server);
    const applied = await applyFor(api, server.url, await firstJob(api));
    const upload = await api.post('/api/admin/media', {
      headers: { origin: server.url },
      multipart: { image: { name: 'pixel.png', mimeType: 'image/png', buffer: pixelPng } },
    });
    expect(upload.status()).toBe(201);
    const { src } = (await upload.json()) as { src: string };
    // As the site serves it (the upload is re-encoded without its metadata).
    const image = { src, bytes: Buffer.from(await (await api.get(src)).body()) };

    const writer = keepWriting(server.url);
    await expect.poll(() => writer.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(10);
    const beforeBackup = [...writer.acknowledged];
    const file = path.join(root, 'taken-while-writing.jsonl.gz');
    const backingUp = command(build.dir, 'backup', [file], { DATA_DIR: dataDir });
    const during = writer.acknowledged.length;
    const backup = await backingUp;
    // The server kept answering while the backup was made (and after).
    await expect
      .poll(() => writer.acknowledged.length, { timeout: 30_000 })
      .toBeGreaterThan(during + 5);
    await writer.stop();
    expect(backup.output).toMatch(/^Backup written to .*taken-while-writing\.jsonl\.gz: \d+ rows/);
    expect(backup.status).toBe(0);
    await expectKeyOnlyFromThisMachine(api, dataDir);

    // The dashboard now knows of a backup made minutes ago.
    const stats = (await (await api.get('/api/admin/stats')).json()) as {
      backup: { lastAt: string | null; overdue: boolean; scheduled: boolean };
    };
    expect(stats.backup).toMatchObject({ overdue: false, scheduled: true });
    expect(Date.now() - Date.parse(stats.backup.lastAt!)).toBeLessThan(60_000);
    await api.dispose();

    // A damaged copy is refused and leaves the new folder without a database.
    const damaged = path.join(root, 'damaged.jsonl.gz');
    const bytes = readFileSync(file);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const freshDir = path.join(root, 'restored');
    const refused = await command(build.dir, 'restore', [damaged], { DATA_DIR: freshDir });
    expect(refused.output).toContain('The backup file is damaged');
    expect(refused.output).toContain('Nothing was changed.');
    expect(refused.status).toBe(1);
    expect(existsSync(path.join(freshDir, 'pglite', 'PG_VERSION'))).toBe(false);

    const done = await command(build.dir, 'restore', [file], { DATA_DIR: freshDir });
    expect(done.output).toMatch(/^Restored \d+ rows of \d+ tables/);
    expect(done.status).toBe(0);
    // The running server's folder holds a database: a restore into it is refused.
    const over = await command(build.dir, 'restore', [file], { DATA_DIR: dataDir });
    expect(over.output).toContain('already holds a database. Nothing was changed.');

    await server.stop();
    restored = await startStandalone(build.dir, { ...secrets, DATA_DIR: freshDir });
    const after = await signedIn(restored);
    await expectRestored(after, { names: beforeBackup, applied, image });
    await after.dispose();
  } finally {
    await server.stop();
    await restored?.stop();
    rmSync(root, { recursive: true, force: true });
    build.dispose();
  }
});

test('PostgreSQL: the backup command reads the database itself; restore needs an empty one', async () => {
  test.setTimeout(240_000);
  const cluster: PostgresCluster = await startPostgresCluster();
  const build = copyStandalone();
  const root = mkdtempSync(path.join(tmpdir(), 'backup-pg-'));
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE live');
  await admin.query('CREATE DATABASE spare');
  await admin.end();
  const live = cluster.url.replace(/\/postgres$/, '/live');
  const spare = cluster.url.replace(/\/postgres$/, '/spare');
  const server = await startStandalone(build.dir, {
    ...secrets,
    DATA_DIR: root,
    DATABASE_URL: live,
  });
  let restored: Running | undefined;
  try {
    const api = await signedIn(server);
    const applied = await applyFor(api, server.url, await firstJob(api));
    const writer = keepWriting(server.url);
    await expect.poll(() => writer.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(5);
    const beforeBackup = [...writer.acknowledged];
    const file = path.join(root, 'pg.jsonl.gz');
    const backup = await command(build.dir, 'backup', [file], {
      DATA_DIR: root,
      DATABASE_URL: live,
    });
    await writer.stop();
    expect(backup.status, backup.output).toBe(0);
    await api.dispose();

    const over = await command(build.dir, 'restore', [file], {
      DATA_DIR: root,
      DATABASE_URL: live,
    });
    expect(over.output).toContain('is not empty. Nothing was changed.');
    expect(over.status).toBe(1);
    const done = await command(build.dir, 'restore', [file], {
      DATA_DIR: root,
      DATABASE_URL: spare,
    });
    expect(done.status, done.output).toBe(0);

    await server.stop();
    restored = await startStandalone(build.dir, {
      ...secrets,
      DATA_DIR: root,
      DATABASE_URL: spare,
    });
    const after = await signedIn(restored);
    await expectRestored(after, { names: beforeBackup, applied });
    await after.dispose();
  } finally {
    await server.stop();
    await restored?.stop();
    cluster.stop();
    rmSync(root, { recursive: true, force: true });
    build.dispose();
  }
});
