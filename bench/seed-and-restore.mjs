// The year of data's commands as an operator runs them, each timed: `npm run seed:year` (from the
// sources, through tsx) and the standalone folder's `node restore.mjs FILE` (what a deploy has).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './servers.mjs';

/**
 * Runs a command with `env` over the bench's own environment (DATABASE_URL and API_BASE_URL
 * emptied unless given: a database of the shell's must never be the one seeded); echoes its
 * output indented and answers its wall time in seconds and its last line.
 */
function timedRun(args, { cwd, env }) {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', API_BASE_URL: '', ...env },
  });
  let output = '';
  const echo = (chunk) => {
    output = (output + chunk).slice(-4000);
    process.stdout.write(String(chunk).replace(/^(?=.)/gm, '    '));
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const lastLine = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}: ${lastLine}`));
      else resolve({ seconds: +((performance.now() - began) / 1000).toFixed(1), lastLine });
    });
  });
}

/** `npm run seed:year -- --scale=N` into DATA_DIR or DATABASE_URL (`env`). */
export function seedYear(env, scale) {
  const script = path.join('scripts', 'seed-year.mts');
  const args = ['--conditions=react-server', '--import', 'tsx', script, `--scale=${scale}`];
  return timedRun(args, { cwd: root, env });
}

/** The standalone build's `node restore.mjs FILE` into the empty target `env` names. */
export function restoreBackup(env, file) {
  return timedRun(['restore.mjs', file], { cwd: path.join(root, '.next', 'standalone'), env });
}
