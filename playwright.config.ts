import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumMissing, findChromium } from './scripts/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumMissing);

// scripts/test.mjs picks the port and the fresh data folder; workers read the same values.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data';
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password' };
// The loopback SMTP sink (e2e/smtp-sink.ts) listens a little above the app's port.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
export const smtpSink = {
  url: `http://127.0.0.1:${smtpPort + 1}`,
  from: 'replies@crestfield.test',
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: `Crestfield Business Services <${smtpSink.from}>`,
      },
    },
    {
      command: 'npx --no-install tsx e2e/smtp-sink.ts',
      url: `${smtpSink.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpPort + 1) },
    },
  ],
});
