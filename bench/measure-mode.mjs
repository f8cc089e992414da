// One database mode of the data section: the product's standalone server started on a year of
// data, then its doors cold and warm, the exports and a backup with the server's RSS through
// them, the public pages' p99 idle, while an admin works and during the backup, and, once the
// server is stopped, a restore of that backup into an empty database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminCookie } from './admin-session.mjs';
import { adminSummary, adminWork } from './admin-work.mjs';
import { doorTimings } from './door-timings.mjs';
import { rssMb } from '../scripts/process-rss.mjs';
import { latencySummary, primePublicPages, publicLatency, settled } from './public-latency.mjs';
import { rssPeak } from './rss-peak.mjs';
import { restoreBackup } from './seed-and-restore.mjs';
import { startProduct } from './servers.mjs';
import { timedDownload } from './timed-download.mjs';

const WINDOW_S = Number(process.env.BENCH_DATA_WINDOW ?? 10);
// Idle and busy windows interleaved (idle, busy, idle, busy), as the rest of the bench pairs its
// figures: a busy moment of the shared machine then falls on both.
const ROUNDS = Number(process.env.BENCH_DATA_ROUNDS ?? 2);
const EXPORTS = ['messages', 'activity', 'applications', 'visitors'];

async function stop(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Each list's CSV export alone, then the messages' asked twice at once (one must be refused). */
async function exportsOf(server, cookie) {
  const rows = [];
  for (const list of EXPORTS) {
    const url = `${server.url}/api/admin/${list}/export`;
    const { result, peakMb } = await rssPeak(server.child.pid, () => timedDownload(url, cookie));
    console.log(`  ${list} export: ${result.seconds} s, ${result.mb} MB, RSS peak ${peakMb} MB`);
    rows.push({ name: `${list} CSV`, ...result, rssPeakMb: peakMb });
  }
  // Both asked at once: the answers' statuses, then both cancelled (which ends the export).
  const url = `${server.url}/api/admin/messages/export`;
  const twice = await Promise.all([1, 2].map(() => fetch(url, { headers: { cookie } })));
  await Promise.all(twice.map((response) => response.body?.cancel()));
  const twiceStatuses = twice.map((response) => response.status).sort();
  console.log(`  messages export asked twice at once: ${twiceStatuses.join(' and ')}`);
  return { rows, twiceStatuses };
}

/**
 * `env`: the server's DATA_DIR or DATABASE_URL; `restoreTarget()`: the environment of an empty
 * database to restore into. `doorsOnly` (the growth run) stops after the doors.
 */
export async function measureMode(label, env, { restoreTarget, doorsOnly = false }) {
  const began = performance.now();
  const server = await startProduct(env);
  const kill = () => server.child.kill('SIGTERM');
  process.on('exit', kill);
  const result = {
    startSeconds: +((performance.now() - began) / 1000).toFixed(1),
    rssIdleMb: rssMb(server.child.pid),
  };
  console.log(`${label}: server up in ${result.startSeconds} s, RSS ${result.rssIdleMb} MB`);
  const work = doorsOnly ? null : mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
  const backupFile = work && path.join(work, 'year.jsonl.gz');
  try {
    const cookie = await adminCookie(server.url);
    console.log(`${label}: the doors, cold then warm`);
    result.doors = await doorTimings(server.url, cookie);
    if (doorsOnly) return result;
    console.log(`${label}: exports`);
    result.exports = await exportsOf(server, cookie);
    await primePublicPages(server.url);
    console.log(`${label}: public pages' latency, idle, then while an admin works`);
    const [idle, busy, admin] = [[], [], []];
    for (let round = 0; round < ROUNDS; round += 1) {
      await settled(server.url);
      idle.push(await publicLatency(server.url, { seconds: WINDOW_S }));
      const working = adminWork(server.url, cookie, WINDOW_S);
      busy.push(await publicLatency(server.url, { until: working }));
      admin.push(await working);
    }
    result.publicIdle = latencySummary(idle);
    result.publicWhileAdmin = latencySummary(busy);
    result.adminWhilePublic = adminSummary(admin);
    console.log(`${label}: a backup through the back office's door`);
    await settled(server.url);
    const backupUrl = `${server.url}/api/admin/backup`;
    const backingUp = rssPeak(server.child.pid, () => timedDownload(backupUrl, cookie, backupFile));
    result.publicDuringBackup = latencySummary([
      await publicLatency(server.url, { until: backingUp }),
    ]);
    const backup = await backingUp;
    result.backup = { ...backup.result, rssPeakMb: backup.peakMb };
    for (const key of ['publicIdle', 'publicWhileAdmin', 'publicDuringBackup'])
      console.log(`  public ${key}: p99 ${result[key].p99} ms (${result[key].requests} requests)`);
    console.log(`  backup: ${backup.result.seconds} s, ${backup.result.mb} MB`);
  } finally {
    await stop(server);
    process.off('exit', kill);
    // The server's DATA_DIR: the year seeded for it (embedded), or an empty one (PostgreSQL).
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  try {
    if (result.backup?.status === 200) {
      console.log(`${label}: restore of the backup into an empty database`);
      const target = await restoreTarget();
      result.restore = await restoreBackup(target, backupFile);
      if (target.DATA_DIR) rmSync(target.DATA_DIR, { recursive: true, force: true });
    }
  } finally {
    if (work) rmSync(work, { recursive: true, force: true });
  }
  return result;
}
