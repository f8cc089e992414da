// A hash of everything a production build depends on: `npm start` rebuilds when it changes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['app', 'components', 'lib', 'sections', 'page-kinds', 'public', 'drizzle'];
const files = [
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  // Copied into .next/standalone by the postbuild step.
  'scripts/prepare-standalone.mjs',
  'scripts/server-preload.cjs',
  'scripts/security-headers.cjs',
  'scripts/string-body.cjs',
  'package-lock.json',
  'tsconfig.json',
];
const generated = /\.test\.tsx?$/;

function walk(root, dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, full, out);
    else if (!generated.test(path.relative(root, full).split(path.sep).join('/'))) out.push(full);
  }
}

export function sourceHash(root = process.cwd()) {
  const list = [];
  for (const dir of roots) {
    try {
      if (statSync(path.join(root, dir)).isDirectory()) walk(root, path.join(root, dir), list);
    } catch {
      // a missing folder simply contributes nothing
    }
  }
  for (const file of files) {
    try {
      statSync(path.join(root, file));
      list.push(path.join(root, file));
    } catch {
      // optional file
    }
  }
  const hash = createHash('sha256');
  for (const file of list.sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
