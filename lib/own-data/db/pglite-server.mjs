// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, not
// on the web server's thread, so a long back-office query never holds up the public pages. The
// server talks to it as to any PostgreSQL, over a Unix socket only its own user can open
// (lib/own-data/db/embedded-server.ts). Plain JavaScript: it runs as it is, outside Next's bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, connections } = workerData;

try {
  // 16 MB of shared buffers instead of 128 MB keeps the server's memory (this thread lives in the
  // server's process) well under budget. pg_trgm: the messages search's trigram index needs it
  // loaded on every open.
  const db = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    extensions: { pg_trgm },
  });
  // The server opens one connection (client.ts says why): one statement or transaction at a time.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: connections });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
