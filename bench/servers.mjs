// Servers the benchmark measures side by side: the product, the floor app and a static server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../scripts/ensure-build.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The product's standalone build on a fresh DATA_DIR (built first when sources changed). */
export async function startProduct() {
  await ensureBuild(root);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  run(process.execPath, [path.join(root, 'scripts', 'init-pglite.mjs'), dataDir]);
  const dir = path.join(root, '.next', 'standalone');
  const child = spawn(process.execPath, ['--require', './server-preload.cjs', 'server.js'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: 'bench-admin-password',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // The load generator gives each contact post its own address, past the per-IP limit.
      TRUST_PROXY: '1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { name: 'product', url, child, dataDir };
}

/** A trivial page built and served by the same Next version: the framework's floor. */
export async function startFloor() {
  const dir = path.join(root, 'bench', 'fixture');
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID')))
    run(process.execPath, [nextBin, 'build'], { cwd: dir });
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { name: 'floor', url, child };
}

/** The machine's ceiling: the home page's HTML from a static file server (nginx, else Node). */
export async function startStatic(html) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  const port = await freePort();
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  let child;
  let kind;
  if (nginx) {
    mkdirSync(path.join(dir, 'tmp'));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; try_files /index.html =404; } } }`,
    );
    child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    kind = 'nginx';
  } else {
    const code = `const http=require('http'),fs=require('fs');const body=fs.readFileSync(${JSON.stringify(path.join(dir, 'index.html'))});http.createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html'});s.end(body)}).listen(${port},'127.0.0.1')`;
    child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
    kind = 'node http';
  }
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { name: `static (${kind})`, url, child };
}

/** Resident memory of a process and its children, in MB (Linux /proc). */
export function rssMb(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8')
        .trim()
        .split(/\s+/)) {
        if (task) visit(task);
      }
    } catch {
      // the process is gone
    }
  };
  visit(pid);
  return Math.round(total / 1024);
}
