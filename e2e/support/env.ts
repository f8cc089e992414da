// Where the end-to-end servers listen and what they are told: read by playwright.config.ts to
// start them and by the tests to reach them. scripts/test.mjs picks the ports and fresh data
// folders; workers read the same values from the environment.
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);

export const ports = {
  /** The embedded app. */
  app: port,
  /** The fake of the firm's API. */
  fake: Number(process.env.E2E_FAKE_PORT ?? port + 10),
  /** The upstream-mode app. */
  upstream: Number(process.env.E2E_UPSTREAM_PORT ?? port + 20),
  smtp: smtpPort,
  smtpHttp: Number(process.env.E2E_SMTP_HTTP_PORT ?? smtpPort + 1),
};

const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data';
/** The fresh DATA_DIR of each app. */
export const dataDirs = {
  embedded: dataDir,
  upstream: process.env.E2E_UPSTREAM_DATA_DIR ?? path.join(dataDir, 'upstream-mode'),
};

export const origin = (p: number) => `http://127.0.0.1:${p}`;

/** The back office's one account, as both apps are started with it. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password' };

/** The loopback SMTP sink (e2e/support/smtp-sink.ts) that both apps send their e-mails to. */
export const smtpSink = {
  url: origin(ports.smtpHttp),
  from: 'replies@crestfield.test',
  /** The firm's inbox (NOTIFY_EMAIL) of both apps. */
  notify: 'leads@crestfield.test',
};

/** The fake of the firm's API and what the upstream-mode app is told about it. */
export const e2eUpstream = {
  fakeApiUrl: origin(ports.fake),
  token: 'e2e-token',
  timeoutMs: 1500,
};
