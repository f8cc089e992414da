// After `next build`: completes .next/standalone into a folder that runs on its own with
// `node --require ./server-preload.cjs server.js`: static assets, public files, migrations, demo
// images, the server preload, the cache handler and the backup commands. Deploys copy this one folder.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.next', 'standalone');
if (!existsSync(path.join(out, 'server.js'))) {
  console.error('No standalone build found: is output: "standalone" set in next.config.mjs?');
  process.exit(1);
}

const copies = [
  ['public', 'public'],
  ['.next/static', '.next/static'],
  ['drizzle', 'drizzle'],
  ['lib/own-data/db/seed-images', 'lib/own-data/db/seed-images'],
  ['scripts/server-preload.cjs', 'server-preload.cjs'],
  ['scripts/security-headers.cjs', 'security-headers.cjs'],
  ['scripts/string-body.cjs', 'string-body.cjs'],
  // The cache handler next.config.mjs names, where the build's config points (../lib/freshness).
  ['lib/freshness/page-cache-handler.cjs', 'lib/freshness/page-cache-handler.cjs'],
  ['lib/freshness/shared-tags-table.cjs', 'lib/freshness/shared-tags-table.cjs'],
];
for (const [from, to] of copies) {
  const target = path.join(out, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, from), target, { recursive: true });
}
// The backup and restore commands, as plain `node backup.mjs` / `node restore.mjs` (the folder has
// no TypeScript runner). PGlite and pg stay outside the bundle: the server's node_modules has
// them, and PGlite finds its WebAssembly beside its own files.
await build({
  entryPoints: { backup: 'scripts/backup.mts', restore: 'scripts/restore.mts' },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['react-server'],
  external: ['@electric-sql/pglite', 'pg'],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// A data folder of the build machine must never travel with the build.
rmSync(path.join(out, 'data'), { recursive: true, force: true });
// Pages a run of an older build may have regenerated onto disk: never ship them.
rmSync(path.join(out, '.next', 'server', 'route-cache'), { recursive: true, force: true });
console.log(
  'Standalone server ready in .next/standalone (node --require ./server-preload.cjs server.js)',
);
