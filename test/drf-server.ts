// The stand-in for the firm's API on the real Django REST Framework (test/drf), started for a
// test file: a fresh database in a temporary folder, a free port on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type DrfServer = { url: string; stop(): Promise<void> };

const MODULES = 'import django, rest_framework, PIL';
const MISSING =
  'The DRF contract test needs Python 3 with Django REST Framework and Pillow, which it never ' +
  'skips: apt-get install python3-djangorestframework python3-pil (.ci/run does), or set ' +
  'DRF_PYTHON to a python3 that has them.';

/**
 * The first python3 that imports Django, DRF and Pillow. Debian installs them for
 * /usr/bin/python3, which a pyenv or venv python3 earlier on PATH does not see.
 */
function findPython(): string {
  const candidates = [process.env.DRF_PYTHON, 'python3', '/usr/bin/python3'];
  for (const candidate of candidates) {
    if (candidate && spawnSync(candidate, ['-c', MODULES], { stdio: 'ignore' }).status === 0) {
      return candidate;
    }
  }
  throw new Error(MISSING);
}

export function startDrfServer(): Promise<DrfServer> {
  const python = findPython();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drf-contract-'));
  // stdin stays a pipe: serve.py exits when it closes, also if this process is killed.
  const child = spawn(python, ['serve.py'], {
    cwd: path.resolve('test', 'drf'),
    env: { ...process.env, DRF_DATA_DIR: dataDir, PYTHONDONTWRITEBYTECODE: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    // Server errors show in the test's output (Django logs a 500's traceback here).
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    child.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let started = false;
    const fail = (why: string) => {
      if (started) return;
      started = true; // settled: one failure, one stop
      void stop().finally(() => reject(new Error(`The DRF server did not start: ${why}`)));
    };
    const timer = setTimeout(() => fail('no answer in 60 s'), 60_000);
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (!listening || started) return;
      started = true;
      clearTimeout(timer);
      resolve({ url: listening[1]!, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`it exited with code ${code}\n${stderr}`);
    });
    child.once('error', (error) => fail(error.message));
  });
}
