// Where Debian's Chromium is; Playwright cannot download its own browser here. Its headless
// shell (Debian's chromium-headless-shell) comes first: the full browser run headless drew the
// same screenshots at twice the CPU, and the end-to-end run is CPU-bound on two cores.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export const chromiumMissing =
  "No Chromium found for the end-to-end tests. Install Debian's: " +
  '`apt-get install -y chromium-headless-shell` ' +
  '(or set CHROMIUM_PATH to a Chromium binary).';

/** Flags that keep headless Chromium off the network and quiet on a closed machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
