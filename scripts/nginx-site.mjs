// deploy/nginx/crestfield.conf made runnable on 127.0.0.1 for the tests and the bench: the file
// as shipped, with only its names, certificate paths, ports and cache folder replaced, so the
// recipe and what is tested cannot drift apart.
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Tests and the bench run from the project's root (the e2e runner loads this file as CommonJS,
// where import.meta is not available).
const recipe = path.resolve('deploy', 'nginx', 'crestfield.conf');

/**
 * A key and a self-signed certificate for the given host names, valid for one day.
 * @param {string} dir @param {string[]} hosts @returns {{ cert: string, key: string }}
 */
export function selfSignedCertificate(dir, hosts) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const names = hosts.map((host) => `DNS:${host}`).join(',');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${hosts[0]}`,
      '-addext',
      `subjectAltName=${names}`,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * The site's nginx configuration (what goes inside `http {}`) for a local run.
 * @param {{ hosts: string[], cert: string, key: string, upstream: string, cacheDir: string,
 *   httpPort: number, httpsPort: number }} site upstream is the app's host:port
 * @returns {string}
 */
export function renderNginxSite(site) {
  let config = readFileSync(recipe, 'utf8');
  for (const [from, to] of [
    ['/etc/letsencrypt/live/www.example.co.uk/fullchain.pem', site.cert],
    ['/etc/letsencrypt/live/www.example.co.uk/privkey.pem', site.key],
    ['server_name www.example.co.uk;', `server_name ${site.hosts.join(' ')};`],
    ['server 127.0.0.1:3000;', `server ${site.upstream};`],
    ['/var/cache/nginx/crestfield', site.cacheDir],
    ['listen 80;', `listen 127.0.0.1:${site.httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${site.httpsPort} ssl http2;`],
  ]) {
    if (!config.includes(from)) throw new Error(`${recipe} lacks "${from}"`);
    config = config.replaceAll(from, to);
  }
  return config;
}

/**
 * A cache folder in `dir` that nginx's workers can write: started as root (tests, CI), nginx
 * runs them as `nobody`, and a mkdtemp folder is private to its owner.
 * @param {string} dir @returns {string}
 */
export function nginxCacheDir(dir) {
  const cache = path.join(dir, 'cache');
  mkdirSync(cache, { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(cache, 0o777);
  return cache;
}

/**
 * The recipe's site for a local run in `dir`: a certificate for `hosts`, a cache folder, and the
 * configuration in front of `upstream` (the app's host:port).
 * @param {string} dir
 * @param {{ hosts: string[], upstream: string, httpPort: number, httpsPort: number }} site
 * @returns {string}
 */
export function nginxSiteIn(dir, { hosts, upstream, httpPort, httpsPort }) {
  const { cert, key } = selfSignedCertificate(dir, hosts);
  const cacheDir = nginxCacheDir(dir);
  return renderNginxSite({ hosts, cert, key, upstream, cacheDir, httpPort, httpsPort });
}

/** What to do when nginx is not there, said once for the bench and the deploy tests. */
export const NGINX_MISSING =
  'nginx is not installed (or not on PATH): on Debian, `apt-get install nginx` (its binary is ' +
  '/usr/sbin/nginx, so add /usr/sbin to PATH when running as a plain user).';

/**
 * The nginx executable on `PATH`, or null when there is none.
 * @param {string | undefined} [searchPath] @returns {string | null}
 */
export function findNginx(searchPath = process.env.PATH) {
  for (const dir of (searchPath ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/**
 * Debian's nginx in the foreground on a configuration of its own in `dir` (one worker; pid, logs
 * and temporary files in `dir`); `servers` is what goes inside `http {}`.
 * @param {string} dir @param {string} servers @param {'pipe' | 'ignore'} [output]
 */
export function spawnNginx(dir, servers, output = 'pipe') {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http { access_log off; ${temp}
${servers}
}
`,
  );
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  return spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', output, output],
  });
}
