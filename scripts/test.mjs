// `npm test`: lint, formatting, type check, unit and integration tests, then the end-to-end
// tests against a production build in real Chromium: the embedded app, the fake of the firm's
// API and an upstream-mode app, each on a free port with a fresh DATA_DIR. Stops after the
// first group with a failing step.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumMissing, findChromium } from './chromium.mjs';
import { e2eEnvironment } from './e2e-environment.mjs';
import { NODE_22, nodeFromRegistry } from './node-from-registry.mjs';
import { recordStep, writeTimings } from './test-timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const npx = (...args) => ({ command: 'npx', args: ['--no-install', ...args] });

/** A step's closing line and its entry in test-results/timings.json. */
function report(title, ok, seconds) {
  console.log(`--- ${title}: ${ok ? 'ok' : 'FAILED'} in ${Math.round(seconds)} s`);
  recordStep(title, Math.round(seconds), ok);
}

/** Runs one step with its output captured; resolves to its title, output, time and success. */
function start({ title, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({ title, output, ok: status === 0, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/**
 * Runs steps side by side, then prints each one's output whole. The unit runs and the build
 * wait on databases and child processes for part of their time, so together they keep two
 * cores busier; the CPU-bound lint, formatting and types gain little (36 s against ~45).
 * Failed steps print last, so a log read from its end (as CI shows it) starts with the failure.
 */
async function together(steps) {
  const results = await Promise.all(steps.map(start));
  const failed = results.filter((result) => !result.ok);
  for (const { title, output, ok, seconds } of [...results.filter((r) => r.ok), ...failed]) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(Buffer.concat(output));
    report(title, ok, seconds);
  }
  if (failed.length > 0) {
    writeTimings(root);
    console.log(`\nFailed: ${failed.map(({ title }) => title).join(', ')}`);
    process.exit(1);
  }
}

if (!findChromium()) {
  console.error(chromiumMissing);
  process.exit(1);
}

await together([
  { title: 'lint', ...npx('eslint', '.', '--max-warnings=0') },
  { title: 'formatting', ...npx('prettier', '--check', '.') },
  { title: 'type check', ...npx('tsc', '--noEmit') },
  { title: "lib/'s layers", command: 'node', args: ['scripts/check-lib-layers.mjs'] },
  { title: 'route handlers through lib/doors', command: 'node', args: ['scripts/check-doors.mjs'] },
  {
    title: 'kinds listed from their folders',
    command: 'node',
    args: ['scripts/registries.mjs', '--check'],
  },
]);
// The Docker image runs Node 22 (LTS) while `npm start` must keep working on Node 20.19+: the
// same tests run again under Node 22, the registry's own build of it (no install script). The
// production build (when the sources changed) runs beside them, before Playwright starts its
// two app servers from the same .next folder.
const node22 = nodeFromRegistry(NODE_22);
await together([
  { title: 'unit and integration tests', ...npx('vitest', 'run') },
  {
    title: `unit and integration tests on Node ${NODE_22}`,
    command: node22,
    args: [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run'],
  },
  { title: 'production build', command: 'node', args: ['scripts/ensure-build.mjs'] },
]);

const e2e = await e2eEnvironment();
process.on('exit', () => e2e.dispose());
// Alone, its output as it comes: the longest step, watched while it runs.
const e2eTitle = 'end-to-end tests (Chromium)';
console.log(`\n=== ${e2eTitle} ===`);
const started = Date.now();
const result = spawnSync('npx', ['--no-install', 'playwright', 'test'], {
  stdio: 'inherit',
  env: e2e.env,
});
report(e2eTitle, result.status === 0, (Date.now() - started) / 1000);
writeTimings(root);
process.exit(result.status ?? 1);
