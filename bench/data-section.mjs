// The bench's data section (issue 54): a year of a busy firm's data made by `npm run seed:year`,
// in embedded mode (a fresh DATA_DIR, PGlite) and on PostgreSQL 15 (a throwaway cluster started
// here), each measured by measureMode; optionally the doors again on `dataScale` times that data
// on PostgreSQL, for how each door's cost grows.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { dataBudgetsOf } from './data-budgets.mjs';
import { doorGrowth } from './door-growth.mjs';
import { measureMode } from './measure-mode.mjs';
import { createDatabase, startPostgresCluster } from './postgres-cluster.mjs';
import { seedYear } from './seed-and-restore.mjs';

const minutesSince = (began) => +((performance.now() - began) / 60_000).toFixed(1);

async function embedded(scale) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-year-'));
  try {
    console.log(`embedded: npm run seed:year -- --scale=${scale} (DATA_DIR ${dataDir})`);
    const seed = await seedYear({ DATA_DIR: dataDir }, scale);
    const measured = await measureMode(
      'embedded',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      {
        restoreTarget: () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-restore-')) }),
      },
    );
    return { seedSeconds: seed.seconds, ...measured };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(cluster, name, scale, options) {
  const databaseUrl = await createDatabase(cluster.url, name);
  console.log(`postgres: npm run seed:year -- --scale=${scale} (database ${name})`);
  const seed = await seedYear({ DATABASE_URL: databaseUrl }, scale);
  const measured = await measureMode('postgres', { DATABASE_URL: databaseUrl }, options);
  return { seedSeconds: seed.seconds, ...measured };
}

/**
 * `scale`: seed:year's (1 = a year); `modes`: 'embedded' and/or 'postgres'; `dataScale`: when
 * set with 'postgres', the growth run seeds scale × dataScale (seed:year allows up to 10).
 */
export async function dataSection({ scale = 1, modes = ['embedded', 'postgres'], dataScale }) {
  const began = performance.now();
  const data = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    scale,
    modes: {},
  };
  if (modes.includes('embedded')) data.modes.embedded = await embedded(scale);
  if (modes.includes('postgres')) {
    const cluster = await startPostgresCluster();
    let stopped = false;
    const stop = () => {
      if (!stopped) cluster.stop();
      stopped = true;
    };
    process.on('exit', stop);
    try {
      data.modes.postgres = await onPostgres(cluster, 'year', scale, {
        restoreTarget: async () => ({
          DATABASE_URL: await createDatabase(cluster.url, 'restored'),
        }),
      });
      if (dataScale) {
        const grownScale = Math.min(10, +(scale * dataScale).toFixed(3));
        const grown = await onPostgres(cluster, 'grown', grownScale, { doorsOnly: true });
        const factor = grownScale / scale;
        data.growth = {
          scale: grownScale,
          factor,
          seedSeconds: grown.seedSeconds,
          doors: doorGrowth(data.modes.postgres.doors, grown.doors, factor),
        };
      }
    } finally {
      stop();
      process.off('exit', stop);
    }
  }
  data.minutes = minutesSince(began);
  data.budgets = Object.entries(data.modes).flatMap(([mode, measured]) =>
    dataBudgetsOf(mode, measured),
  );
  return data;
}
