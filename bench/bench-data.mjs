// `npm run bench:data [-- --scale=N --modes=embedded,postgres --data-scale=10]`, and
// `npm run bench -- --data [same options]` (the same after the rest of the bench): the data
// section of issue 54 (bench/data-section.mjs). Adds `data` to bench/results.json and writes the
// README's bench-data block.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeDataReport } from './data-report.mjs';
import { dataSection } from './data-section.mjs';
import { root } from './servers.mjs';

const USAGE =
  'Usage: npm run bench:data [-- --scale=N] [--modes=embedded,postgres] [--data-scale=F]\n' +
  '  --scale: seed:year’s (0.001 to 10; 1, the default, is a year)\n' +
  '  --modes: which databases (both by default)\n' +
  '  --data-scale: also the doors on F times that data on PostgreSQL (scale × F ≤ 10), for how\n' +
  '    each grows against the PostgreSQL run';

/** The section's options from the command line's (`--data`, bench.mjs's own, is ignored). */
export function dataOptions(args) {
  const value = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const known = /^--(data|(scale|modes|data-scale)=.*)$/;
  const scale = Number(value('scale') ?? 1);
  const modes = (value('modes') ?? 'embedded,postgres').split(',');
  const dataScale = value('data-scale') === undefined ? undefined : Number(value('data-scale'));
  const bad =
    args.some((a) => !known.test(a)) ||
    !(scale > 0 && scale <= 10) ||
    modes.some((m) => !['embedded', 'postgres'].includes(m)) ||
    (dataScale !== undefined &&
      !(dataScale > 1 && scale * dataScale <= 10 && modes.includes('postgres')));
  if (bad) throw new Error(USAGE);
  return { scale, modes, dataScale };
}

export async function benchData(args) {
  const data = await dataSection(dataOptions(args));
  const file = path.join(root, 'bench', 'results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, data }, null, 2)}\n`);
  await writeDataReport(data, path.join(root, 'README.md'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // Through process.exit, so the exit handlers stop the server and the PostgreSQL cluster.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  await benchData(process.argv.slice(2)).catch((error) => {
    console.error(error.message === USAGE ? USAGE : error);
    process.exit(1);
  });
}
