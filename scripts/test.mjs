// `npm test`: lint, formatting, type check, unit and integration tests, then the end-to-end
// tests against a production build in real Chromium: the embedded app, the fake of the firm's
// API and an upstream-mode app, each on a free port with a fresh DATA_DIR. Stops at the first
// failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumMissing, findChromium } from './chromium.mjs';
import { e2eEnvironment } from './e2e-environment.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { NODE_22, nodeFromRegistry } from './node-from-registry.mjs';
import { recordStep, writeTimings } from './test-timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  recordStep(title, seconds, result.status === 0);
  if (result.status !== 0) {
    writeTimings(root);
    process.exit(result.status ?? 1);
  }
}

const npx = (args) => ['npx', ['--no-install', ...args]];

if (!findChromium()) {
  console.error(chromiumMissing);
  process.exit(1);
}

run('lint', ...npx(['eslint', '.', '--max-warnings=0']));
run('formatting', ...npx(['prettier', '--check', '.']));
run('type check', ...npx(['tsc', '--noEmit']));
run('unit and integration tests', ...npx(['vitest', 'run']));
// The Docker image runs Node 22 (LTS) while `npm start` must keep working on Node 20.19+: the
// same tests run again under Node 22, the registry's own build of it (no install script).
const node22 = nodeFromRegistry(NODE_22);
run(`unit and integration tests on Node ${NODE_22}`, node22, [
  path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
]);

// Built once here, before Playwright starts its two app servers from the same .next folder.
console.log('\n=== production build (when the sources changed) ===');
const buildStarted = Date.now();
await ensureBuild(root).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
recordStep('production build', Math.round((Date.now() - buildStarted) / 1000), true);

const e2e = await e2eEnvironment();
process.on('exit', () => e2e.dispose());
run('end-to-end tests (Chromium)', ...npx(['playwright', 'test']), e2e.env);
writeTimings(root);
