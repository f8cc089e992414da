// Builds the site when .next is missing or older than the sources. Several servers may start
// from one checkout at once (the e2e suite runs an embedded and an upstream-mode server): a
// lock folder makes one of them build while the others wait and then find the build current.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceHash } from './source-hash.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isBuilt(root) {
  const hashFile = path.join(root, '.next', 'SOURCE_HASH');
  return (
    existsSync(path.join(root, '.next', 'standalone', 'server.js')) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8') === sourceHash(root)
  );
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A lock whose owner died, or that never got an owner within a minute, is abandoned. */
function abandoned(lock) {
  try {
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    return !alive(pid);
  } catch {
    return Date.now() - statSync(lock).mtimeMs > 60_000;
  }
}

export async function ensureBuild(root, { onBuild = () => {} } = {}) {
  const lock = path.join(root, '.build-lock');
  for (;;) {
    if (isBuilt(root)) return false;
    try {
      mkdirSync(lock);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (abandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else await sleep(1000);
      continue;
    }
    try {
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      if (isBuilt(root)) return false;
      onBuild();
      const result = spawnSync('npm', ['run', 'build'], {
        cwd: root,
        stdio: 'inherit',
        env: process.env,
      });
      if (result.status !== 0) throw new Error(`The build failed (exit code ${result.status}).`);
      // The build itself may touch sources (Next rewrites tsconfig.json), so hash after it.
      writeFileSync(path.join(root, '.next', 'SOURCE_HASH'), sourceHash(root));
      return true;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

// `node scripts/ensure-build.mjs`: the same from the command line (`npm test` runs it beside the
// unit tests).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await ensureBuild(path.resolve(import.meta.dirname, '..')).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
