// `node scripts/check-lib-layers.mjs [--list]`: every import between lib/'s folders, counted
// from their modules (tests included), must point down scripts/lib-layers.mjs's layers. Fails
// naming each import that points up or sideways; `--list` prints every folder's dependencies.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIB_LAYERS } from './lib-layers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const lib = path.join(root, 'lib');
const layerOf = new Map(LIB_LAYERS.flatMap((folders, layer) => folders.map((f) => [f, layer])));

function* modules(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(full);
    else if (/\.(ts|tsx|mts|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      yield full;
  }
}

const folderOf = (file) => path.relative(lib, file).split(path.sep)[0];
const IMPORT = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

const edges = new Map();
const offences = [];
const unknown = new Set();
for (const file of modules(lib)) {
  const from = folderOf(file);
  if (!layerOf.has(from)) unknown.add(from);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    let target;
    if (spec.startsWith('@/lib/')) target = path.join(lib, spec.slice('@/lib/'.length));
    else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
    else continue;
    if (!target.startsWith(lib + path.sep)) continue;
    const to = folderOf(target);
    if (to === from) continue;
    edges.set(`${from} -> ${to}`, (edges.get(`${from} -> ${to}`) ?? 0) + 1);
    if (!(layerOf.get(to) < layerOf.get(from)))
      offences.push(`${path.relative(root, file)}: imports ${spec} (${from} -> ${to})`);
  }
}

if (process.argv.includes('--list'))
  for (const [edge, count] of [...edges].sort()) console.log(`${edge} (${count})`);
if (unknown.size > 0) {
  console.error(`lib/ folders missing from scripts/lib-layers.mjs: ${[...unknown].join(', ')}`);
  process.exit(1);
}
if (offences.length > 0) {
  console.error(
    `Imports against lib/'s layers (scripts/lib-layers.mjs):\n  ${offences.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`lib/: ${edges.size} dependencies between folders, all pointing down its layers.`);
