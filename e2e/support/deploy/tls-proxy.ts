// The nginx site of the https deploy recipe (deploy/nginx/crestfield.conf) in front of one app,
// with a self-signed certificate made by openssl: the recipe as a firm runs it, on 127.0.0.1.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { nginxSiteIn, spawnNginx } from '../../../scripts/nginx-site.mjs';
import { freePort } from '../../../test/postgres-cluster';
import { stopper, track, type Running } from './processes';

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

/**
 * The nginx site of deploy/nginx/crestfield.conf on 127.0.0.1 in front of one app: TLS and
 * HTTP/2 on `port` (the recipe's 443), its http-to-https redirect on `httpPort` (its 80).
 */
export async function startTlsProxy(
  upstream: string,
  hosts: string[],
): Promise<Running & { httpPort: number; dispose(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-tls-'));
  const [port, httpPort] = [await freePort(), await freePort()];
  const upstreamHost = new URL(upstream).host;
  const child = spawnNginx(
    dir,
    nginxSiteIn(dir, { hosts, upstream: upstreamHost, httpPort, httpsPort: port }),
  );
  const output = track(child);
  await waitForPort(port, output);
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    httpPort,
    child,
    output,
    stop: stopper(child),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Chromium that reaches `hosts` on port 443 through the proxy, trusting its certificate. */
export async function browserThrough(proxyPort: number, hosts: string[], baseURL?: string) {
  const rules = hosts.map((host) => `MAP ${host}:443 127.0.0.1:${proxyPort}`).join(', ');
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...chromiumArgs, `--host-resolver-rules=${rules}`],
  });
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL });
  return { browser, context, page: await context.newPage() };
}
