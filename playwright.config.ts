import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumMissing, findChromium } from './scripts/chromium.mjs';
import { dataDirs, e2eAdmin, e2eUpstream, origin, ports, smtpSink } from './e2e/support/env';

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumMissing);

// The ports, data folders and shared constants are in e2e/support/env.ts, which the tests read too.
const { app: port, fake: fakePort, upstream: upstreamPort, smtp: smtpPort, smtpHttp } = ports;

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
  // Scheduled news is looked for every second, so a due post shows without a long wait.
  NEWS_SCHEDULE_POLL_SECONDS: '1',
});

// Test files: *.spec.ts run against the embedded app, *.upstream.spec.ts against the
// upstream-mode app, *.both.spec.ts against each.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The JSON report feeds test-results/timings.json (scripts/test-timings.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // No platform suffix: CI runs the same Debian Chromium build (its headless shell) that the
  // baselines pass in.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    // Tracing snapshots every action: a quarter of a screenshot spec's time. CI traces the
    // retry of a failed test; locally a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'upstream',
      testMatch: ['**/*.both.spec.ts', '**/*.upstream.spec.ts'],
      // One fake API with one request log: its tests take turns. Listed first, so they take
      // turns on one worker from the start while the other runs the embedded tests (listed
      // second, they ran alone at the end of the run, one worker idle for ten minutes).
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: origin(upstreamPort) },
    },
    {
      name: 'embedded',
      testMatch: '**/*.spec.ts',
      testIgnore: '**/*.upstream.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: origin(port) },
    },
  ],
  // Started in order: the fake first, then the embedded app (which builds when the sources
  // changed), then the upstream-mode app, which finds the build current.
  webServer: [
    {
      command: 'npx --no-install tsx e2e/support/smtp-sink.ts',
      url: `${smtpSink.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttp) },
    },
    {
      command: `npx tsx e2e/support/fake-api/server.ts --port ${fakePort} --token ${e2eUpstream.token} --parent-pid ${process.pid}`,
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
      env: { ...appEnv(port, dataDirs.embedded), API_BASE_URL: '' },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${origin(upstreamPort)}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appEnv(upstreamPort, dataDirs.upstream),
        API_BASE_URL: e2eUpstream.fakeApiUrl,
        API_TOKEN: e2eUpstream.token,
        UPSTREAM_TIMEOUT_MS: String(e2eUpstream.timeoutMs),
        DATABASE_URL: '',
      },
    },
  ],
});
