// A server of the test's own: the standalone build with a fresh DATA_DIR, for tests that change
// what every other test relies on (the owner's two-factor, the policy for everyone). In the
// upstream project it reads the firm's data from the shared fake API, as the upstream app does.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/postgres-cluster';
import { copyStandalone, startStandalone, type Running } from './deploy/processes';
import { e2eAdmin, e2eUpstream } from './env';
import { uniqueIp } from './unique';

export type OwnApp = Running & {
  /** A browser of its own on this server: its own cookies and its own client address. */
  browse(browser: Browser): Promise<{ context: BrowserContext; page: Page }>;
  dispose(): Promise<void>;
};

/**
 * Starts the app; with `seed`, stops it once its database is made, lets `seed` write to it
 * (the embedded PGlite in `<dataDir>/pglite` opens in one process at a time) and starts it again.
 */
export async function startOwnApp(
  mode: string,
  seed?: (pgliteDir: string) => Promise<void>,
): Promise<OwnApp> {
  const build = copyStandalone();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'own-app-'));
  const port = await freePort();
  const upstream: Record<string, string> =
    mode === 'upstream'
      ? { API_BASE_URL: e2eUpstream.fakeApiUrl, API_TOKEN: e2eUpstream.token }
      : {};
  const env = {
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'a-secret-of-this-test-server-only-0123456789',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    ADMIN_USER: 'Ada Owner',
    // Each browser context says its own address: the login limits per IP are tested apart.
    TRUST_PROXY: '1',
    ...upstream,
  };
  let app = await startStandalone(build.dir, env);
  if (seed) {
    await app.stop();
    await seed(path.join(dataDir, 'pglite'));
    app = await startStandalone(build.dir, env);
  }
  return {
    ...app,
    async browse(browser) {
      const context = await browser.newContext({
        baseURL: app.url,
        extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
      });
      return { context, page: await context.newPage() };
    },
    async dispose() {
      await app.stop();
      build.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
