// Servers the benchmark measures side by side: the product, the floor app and a static server.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { nginxSiteIn, selfSignedCertificate, spawnNginx } from '../scripts/nginx-site.mjs';
import { BENCH_ADMIN_PASSWORD } from './admin-session.mjs';

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
      // Not following redirects: the nginx site answers plain http with one to https.
      await fetch(url, { redirect: 'manual' }).then(
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

/** The product's standalone build (built when sources changed); `env` may name DATA_DIR or more. */
export async function startProduct(env = {}) {
  await ensureBuild(root);
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const dir = path.join(root, '.next', 'standalone');
  const child = spawn(process.execPath, ['--require', './server-preload.cjs', 'server.js'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // The load generator gives each contact post its own address, past the per-IP limit.
      TRUST_PROXY: '1',
      // The heap cap the Dockerfile and the systemd unit ship (docs/deploy.md, "Machine size").
      NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=192',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const imagesReady = preparedImages(child);
  await waitFor(`${url}/api/health`, child);
  // After start the server encodes each page's preloaded picture (about 30 s of a core on a
  // fresh build): measured meanwhile, every figure would be the warm-up's.
  await imagesReady;
  return { name: 'product', url, child, dataDir };
}

/** Resolves when the server says its preloaded pictures are ready (or after three minutes). */
function preparedImages(child) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 180_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output = (output + chunk).slice(-500);
      if (/Prepared \d+ preloaded images/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * A trivial page built and served by the same Next version: the framework's floor (`/`), and
 * the same floor at the product pages' size (`/sized`).
 */
export async function startFloor() {
  const dir = path.join(root, 'bench', 'fixture');
  // A build from before /sized existed lacks its page.
  if (!existsSync(path.join(dir, '.next', 'server', 'app', 'sized.html')))
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

/**
 * The machine's ceiling: nginx (one worker) sending the home page's HTML as a static file, over
 * plain http and over TLS like the site recipe.
 */
export async function startStatic(html) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  // Started as root, nginx reads files as `nobody`; a mkdtemp folder is private to its owner,
  // and the ceiling would be a 404 page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'index.html'), html, { mode: 0o644 });
  const { cert, key } = selfSignedCertificate(dir, ['localhost']);
  const [port, tlsPort] = [await freePort(), await freePort()];
  const child = spawnNginx(
    dir,
    `server { listen 127.0.0.1:${port}; listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${cert}; ssl_certificate_key ${key};
    root ${dir}; location / { default_type text/html; try_files /index.html =404; } }`,
    'ignore',
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  const served = await fetch(url);
  if (served.status !== 200 || (await served.text()) !== html)
    throw new Error(`the static ceiling answers ${served.status}, not the page`);
  return { name: 'static (nginx)', url, tlsUrl: `https://127.0.0.1:${tlsPort}`, child };
}

/** deploy/nginx/crestfield.conf (one worker) in front of the product, over TLS. */
export async function startSite(productUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const upstream = new URL(productUrl).host;
  const site = nginxSiteIn(dir, { hosts: ['localhost'], upstream, httpPort, httpsPort });
  const child = spawnNginx(dir, site, 'ignore');
  await waitFor(`http://127.0.0.1:${httpPort}/`, child);
  return { name: 'nginx site', url: `https://127.0.0.1:${httpsPort}`, child };
}
