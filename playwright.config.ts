import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumMissing, findChromium } from './scripts/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumMissing);

// scripts/test.mjs picks the ports and fresh data folders; workers read the same values.
const port = Number(process.env.E2E_PORT ?? 3100);
const fakePort = Number(process.env.E2E_FAKE_PORT ?? port + 10);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? port + 20);
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data';
const upstreamDataDir = process.env.E2E_UPSTREAM_DATA_DIR ?? path.join(dataDir, 'upstream-mode');

export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password' };
// The loopback SMTP sink (e2e/smtp-sink.ts) that both apps send replies to.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
const smtpHttpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? smtpPort + 1);
export const smtpSink = {
  url: `http://127.0.0.1:${smtpHttpPort}`,
  from: 'replies@crestfield.test',
  /** The firm's inbox (NOTIFY_EMAIL) of both apps. */
  notify: 'leads@crestfield.test',
};
/** The fake of the firm's API and what the upstream-mode app is told about it. */
export const e2eUpstream = {
  fakeApiUrl: `http://127.0.0.1:${fakePort}`,
  token: 'e2e-token',
  timeoutMs: 1500,
};

const origin = (p: number) => `http://127.0.0.1:${p}`;
const appEnv = (p: number, data: string) => ({
  PORT: String(p),
  HOSTNAME: '127.0.0.1',
  DATA_DIR: data,
  SITE_URL: origin(p),
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  // Tests give each visitor its own address through X-Forwarded-For, so per-IP limits and
  // visit records can be told apart.
  TRUST_PROXY: '1',
  // The consent-gated widgets are configured so their tests can watch them load (or not);
  // e2e/site-consent.spec.ts stubs the third-party hosts so nothing leaves the machine.
  LIVECHAT_LICENSE: '12345678',
  BOOKING_URL: 'https://calendly.com/crestfield/30min',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NOTIFY_EMAIL: smtpSink.notify,
  MAIL_FROM: `Crestfield Business Services <${smtpSink.from}>`,
});

// Test files: *.spec.ts run against the embedded app, *.upstream.spec.ts against the
// upstream-mode app, *.both.spec.ts against each.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'embedded',
      testMatch: '**/*.spec.ts',
      testIgnore: '**/*.upstream.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: origin(port) },
    },
    {
      name: 'upstream',
      testMatch: ['**/*.both.spec.ts', '**/*.upstream.spec.ts'],
      // One fake API with one request log: its tests take turns.
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: origin(upstreamPort) },
    },
  ],
  // Started in order: the fake first, then the embedded app (which builds when the sources
  // changed), then the upstream-mode app, which finds the build current.
  webServer: [
    {
      command: 'npx --no-install tsx e2e/smtp-sink.ts',
      url: `${smtpSink.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      command: `npx tsx e2e/fake-api/server.ts --port ${fakePort} --token ${e2eUpstream.token} --parent-pid ${process.pid}`,
      url: `${e2eUpstream.fakeApiUrl}/__health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      url: `${origin(port)}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { ...appEnv(port, dataDir), API_BASE_URL: '' },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${origin(upstreamPort)}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appEnv(upstreamPort, upstreamDataDir),
        API_BASE_URL: e2eUpstream.fakeApiUrl,
        API_TOKEN: e2eUpstream.token,
        UPSTREAM_TIMEOUT_MS: String(e2eUpstream.timeoutMs),
        DATABASE_URL: '',
      },
    },
  ],
});
