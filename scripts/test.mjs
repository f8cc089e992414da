// `npm test`: lint, type check, unit and integration tests, then the end-to-end tests against a
// production build on a free port with a fresh DATA_DIR, in real Chromium. Stops at the first
// failing step.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumMissing, findChromium } from './chromium.mjs';
import { sourceHash } from './source-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const npx = (args) => ['npx', ['--no-install', ...args]];

if (!findChromium()) {
  console.error(chromiumMissing);
  process.exit(1);
}

run('lint', ...npx(['eslint', '.', '--max-warnings=0']));
run('type check', ...npx(['tsc', '--noEmit']));
run('unit and integration tests', ...npx(['vitest', 'run']));

const hashFile = path.join(root, '.next', 'SOURCE_HASH');
const hash = sourceHash(root);
if (!existsSync(hashFile) || readFileSync(hashFile, 'utf8') !== hash) {
  run('production build', 'npm', ['run', 'build']);
  // The build itself may touch sources (Next rewrites tsconfig.json), so hash after it.
  writeFileSync(hashFile, sourceHash(root));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const env = { ...process.env, E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir };
try {
  run('end-to-end tests (Chromium)', ...npx(['playwright', 'test']), env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
