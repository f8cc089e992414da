// `npm run dev` on a fresh data folder: the first thing a contributor types must answer.
import { expect, test } from '../support/fixtures';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/postgres-cluster';
import { expectForgedAddressesIgnored } from '../support/deploy/forged-forwarding';
import { track, waitFor } from '../support/deploy/processes';

test('npm run dev migrates, seeds, serves the site and the login page, and ignores forged client addresses', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-data-'));
  const port = await freePort();
  // Its own process group, so that npm, scripts/start.mjs and next dev stop together.
  const child = spawn('npm', ['run', 'dev'], {
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'dev-admin-password',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, child, output, 180_000);
    const home = await request.get(`${url}/`, { timeout: 120_000 });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('Crestfield Business Services');
    const login = await request.get(`${url}/admin/admin-login`, { timeout: 120_000 });
    expect(login.status()).toBe(200);
    expect(await login.text()).toContain('Log in');
    // The demo content was seeded: the news list shows an article.
    const news = await request.get(`${url}/news`, { timeout: 120_000 });
    expect(await news.text()).toMatch(/href="\/read-a-news\/\d+\//);
    expect(output()).toContain('Seeded the database with demo content.');
    // The development server drops a visitor's forwarding headers as production does.
    await expectForgedAddressesIgnored(request, url);
  } finally {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
