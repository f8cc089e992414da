// Preloaded into the server process (node --require) by scripts/start.mjs and the deploy
// recipes. Two jobs that need the HTTP server itself, which Next does not hand to the app:
//
// 1. Unless TRUST_PROXY says a proxy in front sets them, headers that claim a client address
//    are the client's own words: drop them, so Next fills X-Forwarded-For from the socket.
// 2. Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let requests in
//    flight finish, then run the app's shutdown hooks (the database is closed last) and exit.
//    NEXT_MANUAL_SIG_HANDLE keeps Next's own handler, which exits sooner, out of the way.
const http = require('node:http');

const value = (process.env.TRUST_PROXY || '').trim();
const trusted = value !== '' && !/^(0|false|no)$/i.test(value);
const servers = new Set();
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);

/** The app registers async cleanups here (see lib/server-start.ts). */
globalThis.__shutdownHooks = globalThis.__shutdownHooks || [];

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPolicy(event, request, ...rest) {
  if (event === 'request') {
    servers.add(this);
    if (!trusted && request && request.headers) {
      delete request.headers['x-forwarded-for'];
      delete request.headers['x-real-ip'];
    }
  } else if (event === 'listening') {
    servers.add(this);
  }
  return emit.call(this, event, request, ...rest);
};

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
  force.unref();
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

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

// Pages and cached reads in memory; on PostgreSQL, cache tags shared by every instance.
{
  const slot = Symbol.for('@next/cache-handlers');
  const serverRequire = require('node:module').createRequire(
    require('node:path').resolve(process.argv[1]),
  );
  const FetchCache = require('./page-cache.cjs')(serverRequire);
  globalThis[slot] = { ...globalThis[slot], FetchCache };
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
