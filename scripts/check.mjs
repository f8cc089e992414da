// `npm run check [file ...]`: the focused loop. For the given files (or, without any, what git
// says changed against HEAD, untracked files included): eslint and prettier on those files, the
// type check, the unit tests that import them (`vitest related`), and the end-to-end specs among
// them, against the current production build (built first only when the sources changed).
// `--e2e <spec>` (repeatable) adds specs to run, `--grep <pattern>` runs only the tests whose
// titles match (Playwright's --grep); `--no-e2e` leaves them out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { e2eEnvironment } from './e2e-environment.mjs';
import { ensureBuild } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    e2e: { type: 'string', multiple: true, default: [] },
    grep: { type: 'string' },
    'no-e2e': { type: 'boolean' },
  },
});

const git = (...args) =>
  spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const files = (
  positionals.length
    ? positionals
    : [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]
).filter((file) => existsSync(file));
const code = files.filter((file) => /\.(c|m)?[jt]sx?$/.test(file));
const specs = [...new Set([...files.filter((file) => file.endsWith('.spec.ts')), ...values.e2e])];

const started = Date.now();
function step(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.log(`--- ${title}: FAILED after ${Math.round((Date.now() - started) / 1000)} s`);
    process.exit(result.status ?? 1);
  }
}
const npx = (...args) => ['npx', ['--no-install', ...args]];

console.log(`Checking ${files.length} file(s)${specs.length ? `, e2e: ${specs.join(' ')}` : ''}`);
if (code.length) step('lint', ...npx('eslint', '--max-warnings=0', ...code));
if (files.length) step('formatting', ...npx('prettier', '--check', '--ignore-unknown', ...files));
step(
  'type check',
  // Incremental: a second run reads what did not change from its cache (~3x faster).
  ...npx('tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc-check'),
);
if (code.length)
  step(
    'unit tests of these files',
    ...npx('vitest', 'related', '--run', '--passWithNoTests', ...code),
  );
if (specs.length && !values['no-e2e']) {
  await ensureBuild(root, {
    onBuild: () => console.log('\nThe sources changed since the last build: building first.'),
  });
  const e2e = await e2eEnvironment();
  process.on('exit', () => e2e.dispose());
  const grep = values.grep ? ['--grep', values.grep] : [];
  step('end-to-end specs', ...npx('playwright', 'test', ...grep, ...specs), e2e.env);
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
