// The `cache_tags` table as the page cache handler reads it (PostgreSQL mode only): tags expired
// through any instance, in the order of a sequence. Each instance remembers the last version it
// read and treats a newer row as "expired now" on its own clock, so no two clocks are compared.

let state;

/** The shared table, or null without DATABASE_URL (one machine: nothing to share). */
function sharedTags() {
  if (state !== undefined) return state;
  state = null;
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return state;
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString, max: 4, allowExitOnIdle: true });
  pool.on('error', (error) => console.error('[cache] shared tags:', error.message));
  // Closed after the server has finished its requests (scripts/server-preload.cjs runs the hooks).
  (globalThis.__shutdownHooks ??= []).push(() => pool.end());
  let version = 0;
  state = {
    /** Hands the tags other instances expired since the last look to `onExpired`. */
    async pull(onExpired) {
      try {
        const { rows } = await pool.query(
          'SELECT tag, version FROM cache_tags WHERE version > $1 ORDER BY version',
          [version],
        );
        if (rows.length === 0) return;
        version = Math.max(version, ...rows.map((row) => Number(row.version)));
        onExpired(rows.map((row) => row.tag));
      } catch (error) {
        // An unreachable database must not take cached pages down with it.
        console.error('[cache] could not read shared tags:', error.message);
      }
    },
  };
  return state;
}

module.exports = { sharedTags };
