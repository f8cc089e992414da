// Next's own cache (pages regenerated on request, cached data reads), with two changes, installed
// by server-preload.cjs through Next's global cache-handler slot (a `cacheHandler` in next.config
// would be imported again on every request: 25% fewer requests/s, measured):
// - Regenerated pages and cached reads stay in memory. On disk they would outlive the process and
//   be served by the next one, even when it runs on another database or in another mode (seen: a
//   page of the upstream-mode app served by a PostgreSQL instance started later from the same
//   build). Only this cache: optimised images keep Next's disk cache (isrFlushToDisk stays on,
//   because turning it off in next.config turns the image cache off too: every image request
//   re-encoded, ~0.8 s of CPU each, measured).
// - With DATABASE_URL (several instances on one PostgreSQL), a cache tag expired through one
//   instance (revalidateTag / revalidatePath after a back-office write) expires on every other
//   instance before it next answers from its cache.
// - Nothing the build prerendered is served: the cache never reads the build's output folder,
//   so a page is rendered on its first request by the running server and then kept in memory.
//   The build machine's origin (canonical links, og:url, JSON-LD) never reaches a visitor, and
//   one build serves whatever SITE_URL it is started with (one Docker image, several domains).

/**
 * The cache class, built on the Next the server itself loads (`serverRequire` resolves from
 * server.js), so that the tag manifest it fills is the very one Next reads.
 */
module.exports = function createPageCache(serverRequire) {
  const FileSystemCache = serverRequire(
    'next/dist/server/lib/incremental-cache/file-system-cache.js',
  ).default;
  // The process-wide manifest Next checks entries against; a shared module on purpose.
  const { tagsManifest } = serverRequire(
    'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
  );
  /** An expiry written by another machine a little ahead of this clock still means "now". */
  const CLOCK_SLACK_MS = 5000;

  let shared;
  function sharedTags() {
    if (shared !== undefined) return shared;
    shared = null;
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) return shared;
    const { Pool } = serverRequire('pg');
    const pool = new Pool({ connectionString, max: 4, allowExitOnIdle: true });
    pool.on('error', (error) => console.error('[cache] shared tags:', error.message));
    // Closed after the server has finished its requests (scripts/server-preload.cjs).
    const hooks = (globalThis.__shutdownHooks ??= []);
    hooks.push(() => pool.end());
    shared = { pool, version: 0 };
    return shared;
  }

  /** Copies the tags other instances expired since the last look into this process's manifest. */
  async function pullTags(db) {
    const { rows } = await db.pool.query(
      'SELECT tag, stale, expired, version FROM cache_tags WHERE version > $1 ORDER BY version',
      [db.version],
    );
    const now = Date.now();
    for (const row of rows) {
      const entry = { ...tagsManifest.get(row.tag) };
      if (row.stale !== null) entry.stale = Number(row.stale);
      if (row.expired !== null) {
        const expired = Number(row.expired);
        entry.expired = expired > now && expired - now < CLOCK_SLACK_MS ? now : expired;
      }
      tagsManifest.set(row.tag, entry);
      db.version = Math.max(db.version, Number(row.version));
    }
  }

  async function pushTags({ pool }, tags) {
    for (const tag of tags) {
      const entry = tagsManifest.get(tag);
      if (!entry) continue;
      await pool.query(
        `INSERT INTO cache_tags (tag, stale, expired) VALUES ($1, $2, $3)
       ON CONFLICT (tag) DO UPDATE SET stale = EXCLUDED.stale, expired = EXCLUDED.expired,
         version = nextval('cache_tags_version_seq')`,
        [tag, entry.stale ?? null, entry.expired ?? null],
      );
    }
  }

  return class PageCache extends FileSystemCache {
    constructor(ctx) {
      // A folder that does not exist: every read that misses memory is a miss, never a file.
      const nowhere = require('node:path').join(ctx.serverDistDir ?? '', 'no-build-output');
      super({ ...ctx, serverDistDir: nowhere, flushToDisk: false });
    }

    async set(key, data, ctx) {
      // A page rendered at run time reaches the cache as a string concatenated from the
      // stream's chunks; Next hashes the whole HTML for its ETag on every hit, and over such a
      // string that took 60% longer than over the flat string a prerendered page is read as
      // (measured: ~0.13 ms a request on the home page). One copy here makes it flat.
      const value = data?.value;
      if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
        value.html = Buffer.from(value.html, 'utf8').toString('utf8');
      }
      return super.set(key, data, ctx);
    }

    async get(key, ctx) {
      const db = sharedTags();
      if (db) {
        try {
          await pullTags(db);
        } catch (error) {
          // An unreachable database must not take cached pages down with it.
          console.error('[cache] could not read shared tags:', error.message);
        }
      }
      return super.get(key, ctx);
    }

    async revalidateTag(tags, durations) {
      await super.revalidateTag(tags, durations);
      const db = sharedTags();
      if (db) await pushTags(db, typeof tags === 'string' ? [tags] : tags);
    }
  };
};
