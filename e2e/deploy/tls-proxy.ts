// A TLS-terminating nginx in front of one app, with a self-signed certificate made by openssl:
// the https deploy recipe as a firm runs it, on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/postgres-cluster';
import { spawnNginx, stopper, track, type Running } from './processes';

/** A key and a self-signed certificate for the given host names, valid for one day. */
export function selfSignedCertificate(dir: string, hosts: string[]): { cert: string; key: string } {
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

async function waitForPort(port: number, output: () => string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(!!socket.end()));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}

/** nginx on 127.0.0.1 over TLS and HTTP/2, passing Host, the client IP and the scheme on. */
export async function startTlsProxy(
  upstream: string,
  hosts: string[],
): Promise<Running & { dispose(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-tls-'));
  const { cert, key } = selfSignedCertificate(dir, hosts);
  const port = await freePort();
  const child = spawnNginx(
    dir,
    `  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name ${hosts.join(' ')};
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  );
  const output = track(child);
  await waitForPort(port, output);
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    child,
    output,
    stop: stopper(child),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
