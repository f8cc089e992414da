// A throwaway PostgreSQL cluster for the bench's data section: the tests' own helper
// (test/postgres-cluster.ts: initdb and pg_ctl from the machine, a free port, owned by `postgres`
// when run as root), loaded through tsx, and empty databases made in it.
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

/** Starts a cluster; answers `{ url, stop() }` (stop removes its folder). */
export async function startPostgresCluster() {
  const helper = await tsImport('../test/postgres-cluster.ts', import.meta.url);
  return helper.startPostgresCluster();
}

/** A new, empty database in the cluster at `clusterUrl`; answers its URL. */
export async function createDatabase(clusterUrl, name) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
