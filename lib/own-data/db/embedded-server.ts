import 'server-only';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The embedded database's thread, reached as a PostgreSQL server on a private Unix socket. */
export type EmbeddedServer = { host: string; port: number; stop(): Promise<void> };

// node-postgres names a socket `<host>/.s.PGSQL.<port>`; the port is only part of that name.
const PORT = 5432;

type WorkerMessage = { ready?: true; stopped?: true; error?: string };

/**
 * Opens the PGlite folder `dir` on a worker thread (lib/own-data/db/pglite-server.mjs, plain
 * JavaScript beside this file, found from the working folder as the migrations are). The socket
 * sits in a new folder only this user can open: PGlite's server asks for no password.
 */
export async function startEmbeddedServer(
  dir: string,
  connections: number,
): Promise<EmbeddedServer> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
  const worker = new Worker(
    path.join(process.cwd(), 'lib', 'own-data', 'db', 'pglite-server.mjs'),
    {
      workerData: {
        dataDir: dir,
        socketPath: path.join(socketDir, `.s.PGSQL.${PORT}`),
        connections,
      },
    },
  );
  // A script that forgets to close the database still ends; the server closes it on shutdown.
  worker.unref();
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  let stopping = false;
  worker.on('exit', (code) => {
    removeSocketDir();
    if (!stopping) console.error(`The embedded database stopped unexpectedly (exit code ${code}).`);
  });
  const [first] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => [{ error: String(error) }]),
  ])) as [WorkerMessage];
  if (!first.ready) {
    stopping = true;
    await worker.terminate();
    throw new Error(`The embedded database could not open ${dir}: ${first.error}`);
  }
  return {
    host: socketDir,
    port: PORT,
    async stop() {
      stopping = true;
      const stopped = once(worker, 'message');
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}
