// Real servers for the deployment tests: the standalone build started from a copied folder,
// and Debian's nginx in front. Everything listens on 127.0.0.1 and is stopped by the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnNginx } from '../../../scripts/nginx-site.mjs';
import { freePort } from '../../../test/postgres-cluster';

export type Running = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}:\n${output()}`);
}

export function track(child: ChildProcess) {
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  return () => log;
}

export const stopper =
  (child: ChildProcess) =>
  (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });

/** A copy of .next/standalone in a new folder: what a deploy ships, with nothing else. */
export function copyStandalone(): { dir: string; dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
  cpSync(path.resolve('.next/standalone'), dir, { recursive: true });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startStandalone(dir: string, env: Record<string, string>): Promise<Running> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--require', './server-preload.cjs', 'server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, output);
  return { url, port, child, output, stop: stopper(child) };
}

/** nginx round-robin in front of the instances, passing the client's X-Forwarded-For on. */
export async function startNginx(upstreams: string[]): Promise<Running & { dispose(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const servers = upstreams
    .map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  const child = spawnNginx(
    dir,
    `  upstream app {
    ${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      # A connection refused by a stopping instance is retried on the other, POSTs included:
      # nothing reached the app, so nothing is done twice.
      proxy_next_upstream error http_502 non_idempotent;
      proxy_connect_timeout 2s;
    }
  }`,
  );
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, output);
  return {
    url,
    port,
    child,
    output,
    stop: stopper(child),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
