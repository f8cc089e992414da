// A throwaway PostgreSQL cluster from the machine's binaries, for tests. PostgreSQL refuses to
// run as root, so as root the cluster belongs to the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PostgresCluster = { url: string; stop(): void };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asOwner(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const found = spawnSync('initdb', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl) are not on PATH: apt-get install postgresql',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pgtest-'));
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // One-megabyte WAL segments and a small max_wal_size: a run creates hundreds of databases,
  // and PostgreSQL's defaults keep up to 1 GB of WAL for them.
  asOwner('initdb', [
    ...['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'],
    '--wal-segsize=1',
  ]);
  asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 -c max_wal_size=16MB -c min_wal_size=2MB`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
