// The public pages' latency as visitors meet it: requests sent at a steady rate whatever the
// server is doing (an open loop, so a server that stalls is not asked less while it stalls), each
// timed from the moment it was due to its last byte.
import { median } from './measure.mjs';

export const PUBLIC_PAGES = [
  '/',
  '/recruitment-services',
  '/faq/recruitment',
  '/news',
  '/careers',
  '/contact-us',
];
const RATE = Number(process.env.BENCH_DATA_RATE ?? 40); // requests per second
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const round = (ms) => Math.round(ms * 10) / 10;

/** Each page fetched twice, so that what is measured is the page cache, as a visitor meets it. */
export async function primePublicPages(baseUrl) {
  for (const page of [...PUBLIC_PAGES, ...PUBLIC_PAGES])
    await (await fetch(`${baseUrl}${page}`)).arrayBuffer();
}

/**
 * Waits until the server is quiet: an aborted back-office request goes on inside the server (a
 * PGlite query cannot be cancelled), and an idle window must not measure its tail. Quiet: two
 * health checks in a row (a query to the database) answered within 100 ms; at most 30 s.
 */
export async function settled(baseUrl) {
  const deadline = performance.now() + 30_000;
  for (let quick = 0; quick < 2 && performance.now() < deadline;) {
    const began = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    quick = performance.now() - began < 100 ? quick + 1 : 0;
    await sleep(200);
  }
}

/**
 * Public pages in turn at RATE per second until `until` settles (a promise) or `seconds` pass;
 * answers every request's latency in ms, the failures (non-2xx, errors, timeouts) and the time.
 */
export async function publicLatency(baseUrl, { seconds = 15, until = null } = {}) {
  let done = false;
  if (until) until.finally(() => (done = true)).catch(() => {});
  else setTimeout(() => (done = true), seconds * 1000);
  const latencies = [];
  const pending = [];
  let failures = 0;
  const began = performance.now();
  for (let i = 0; !done; i += 1) {
    const due = began + (i * 1000) / RATE;
    await sleep(due - performance.now());
    if (done) break;
    const url = `${baseUrl}${PUBLIC_PAGES[i % PUBLIC_PAGES.length]}`;
    pending.push(
      fetch(url, { signal: AbortSignal.timeout(60_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        })
        .catch(() => (failures += 1))
        .finally(() => latencies.push(performance.now() - due)),
    );
  }
  await Promise.all(pending);
  return { latencies, failures, seconds: (performance.now() - began) / 1000 };
}

/** Windows of publicLatency taken together: requests, p50, p99 and max in ms, failures. */
export function latencySummary(windows) {
  const latencies = windows.flatMap((w) => w.latencies);
  return {
    requests: latencies.length,
    seconds: round(windows.reduce((sum, w) => sum + w.seconds, 0)),
    p50: round(median(latencies)),
    p99: round(percentile(latencies, 0.99)),
    p99PerWindow: windows.map((w) => round(percentile(w.latencies, 0.99))),
    max: round(Math.max(...latencies)),
    failures: windows.reduce((sum, w) => sum + w.failures, 0),
  };
}
