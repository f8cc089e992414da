// What the end-to-end run needs around it, for `npm test` and `npm run check` alike: a free
// port for each server (the embedded app, the fake of the firm's API, the upstream-mode app and
// the loopback SMTP sink with its HTTP inbox) and a fresh DATA_DIR for each app.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The environment of a Playwright run, and `dispose()` for its data folders. */
export async function e2eEnvironment() {
  const ports = new Set();
  while (ports.size < 5) ports.add(await freePort());
  const [appPort, fakePort, upstreamPort, smtpPort, smtpHttpPort] = [...ports];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const upstreamDataDir = mkdtempSync(path.join(tmpdir(), 'e2e-upstream-data-'));
  return {
    env: {
      ...process.env,
      E2E_PORT: String(appPort),
      E2E_FAKE_PORT: String(fakePort),
      E2E_UPSTREAM_PORT: String(upstreamPort),
      E2E_SMTP_PORT: String(smtpPort),
      E2E_SMTP_HTTP_PORT: String(smtpHttpPort),
      E2E_DATA_DIR: dataDir,
      E2E_UPSTREAM_DATA_DIR: upstreamDataDir,
    },
    dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(upstreamDataDir, { recursive: true, force: true });
    },
  };
}
