// Preloaded into the server process (`node --require`) by scripts/start.mjs (npm start and
// npm run dev) and the deploy recipes, for jobs Next leaves to the host. The first two and the
// fourth use Node's documented diagnostics channel `http.server.request.start`, published for
// every request before the server's 'request' event; nothing of Next's is touched.
//
// 1. Unless TRUST_PROXY says a proxy in front sets them, headers that claim a client address
//    are the client's own words: they are dropped, and Next fills X-Forwarded-For from the
//    socket (lib/http/client-ip.ts reads it).
// 2. Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let requests in
//    flight finish, then run the app's shutdown hooks (the database is closed last) and exit.
// 3. Memory: WebAssembly (PGlite's 9 MB PostgreSQL) is compiled by V8's baseline compiler only,
//    and a new embedded database folder is created in a short-lived child process.
// 4. One copy of each header value. Next 16.4 replays the headers of a cached page onto the
//    response, also on the request whose render has just set them there, so a cached page's
//    redirect (a job or article under a wrong slug) went out with its Location twice
//    (vercel/next.js#82117, still open). HTTP makes Location one value: clients and proxies that
//    join repeated fields read "/a, /a" and land on a 404. Each response's appendHeader drops a
//    value the response already carries under that name (an own method of that response, from
//    Node's documented API); distinct values, such as two cookies, are all kept.
// 5. The security headers of every answer (./security-headers.cjs), set when it starts.
// 6. A long string body is written as bytes (./string-body.cjs says why): each response's own
//    `end`, as for appendHeader in 4.
const { spawnSync } = require('node:child_process');
const diagnostics = require('node:diagnostics_channel');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const v8 = require('node:v8');
const { HSTS, securityHeaders } = require('./security-headers.cjs');
const { endWithBytes } = require('./string-body.cjs');

// V8 also recompiles PGlite's hot functions with its optimising compiler, whose code and
// compile memory cost ~60 MB of RSS for the life of the process; with the baseline code alone,
// inserts and the app's queries measured as fast (docs/benchmark.md, "Memory"). Set before any module is
// compiled, which is what Node's documentation asks of setFlagsFromString.
v8.setFlagsFromString('--liftoff-only');

// initdb makes PGlite's WebAssembly memory grow to ~550 MB, which a process never gives back:
// run in the server, a first start on a fresh DATA_DIR would hold it until the next restart
// (and not fit a 512 MB machine). The folder is the one lib/own-data/db/client.ts opens; PGlite holds the
// product's own data in both embedded and upstream mode, so only DATABASE_URL skips it. The
// child gets no NODE_OPTIONS, so it does not load this preload again.
if (!(process.env.DATABASE_URL || '').trim()) {
  const dir = path.resolve(process.env.DATA_DIR || './data', 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const create = `require('@electric-sql/pglite').PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
    fs.mkdirSync(dir, { recursive: true });
    const init = spawnSync(process.execPath, ['-e', create], {
      cwd: __dirname,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: 'inherit',
    });
    if (init.status !== 0) throw new Error(`creating the database in ${dir} failed`);
  }
}

const trustProxy = !/^(|0|false|no)$/i.test((process.env.TRUST_PROXY || '').trim());
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
const servers = new Set();

/** The app registers async cleanups here (lib/server/start.ts, lib/freshness/). */
globalThis.__shutdownHooks = globalThis.__shutdownHooks || [];

const appendHeader = http.ServerResponse.prototype.appendHeader;

/** appendHeader without repeating a value the response already has under that name. */
function appendNewHeaderValues(name, value) {
  const current = this.getHeader(name);
  const present = new Set([current ?? []].flat().map(String));
  const fresh = [value].flat().filter((item) => !present.has(String(item)));
  return fresh.length === 0 ? this : appendHeader.call(this, name, fresh);
}

// Made at the first request: `next dev` sets NODE_ENV after this file has run.
let headers;

diagnostics.subscribe('http.server.request.start', ({ request, response, server }) => {
  servers.add(server);
  headers ??= securityHeaders(process.env.NODE_ENV === 'development');
  for (const [name, value] of headers) response.setHeader(name, value);
  if (request.headers['x-forwarded-proto'] === 'https') response.setHeader(...HSTS);
  if (!trustProxy) {
    delete request.headers['x-forwarded-for'];
    delete request.headers['x-real-ip'];
  }
  response.appendHeader = appendNewHeaderValues;
  response.end = endWithBytes;
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  // close() stops accepting and waits for requests in flight; idle keep-alive sockets are
  // closed at once, busy ones when their response ends.
  await Promise.all(
    [...servers].map(
      (server) =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections?.();
        }),
    ),
  );
  for (const hook of globalThis.__shutdownHooks) {
    try {
      await hook();
    } catch (error) {
      console.error('[shutdown]', error);
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 0);
}

// Next's own signal handler would exit before requests in flight are done (documented in
// Next's self-hosting guide).
process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
