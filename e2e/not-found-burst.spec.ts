// A burst of 404s at random addresses (issue 53, item 3): 10,000 distinct paths from many
// client addresses (X-Forwarded-For: the servers run with TRUST_PROXY) leave /api/health (a
// database read) and a public page answering, no slower than the burst's own 404s, and the
// firm's real misspelt address, asked for before, during and after it, is still in the back
// office's Not found log with every one of its visits. The measured pages are compared with the
// burst's answers of the same moments, not with the idle server: on a shared two-core machine the
// other specs' load moves both alike, while a Not found log that held the database (the code
// before wrote a statement per path) makes the health read wait behind it and the 404s not.
// On a server of its own: the burst would fill the shared servers' log (and take its new paths'
// room) under the other tests.
// Embedded only: the Not found log is the product's own database in both modes, and one burst
// is enough load for the shared two-core machine.
import type { Page } from '@playwright/test';
import { e2eAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { startOwnApp, type OwnApp } from './support/own-app';
import { loginAs } from './support/team-helpers';
import { unique, uniqueIp } from './support/unique';

test.describe.configure({ mode: 'serial' });

/** Distinct missing addresses in the burst. */
const BURST = 10_000;
/**
 * Requests of the burst in flight at once. The server's 404 rate (a few hundred a second here)
 * is reached with far fewer; more in flight would only queue every request behind them, the
 * measured ones too, which is the cost of the load, not of the Not found log.
 */
const IN_FLIGHT = 24;
/** Client addresses the burst comes from, each asking for BURST / CLIENTS distinct paths. */
const CLIENTS = 400;
/** Samples of each measured page before the burst. */
const IDLE_SAMPLES = 15;
/**
 * What "about as fast as the burst's own 404s" allows. A measured request is one more in the
 * server's queue, behind up to IN_FLIGHT of them; a health read and a 47 KB page cost more than
 * the prerendered 404 (here about 3x its median, 120 and 139 ms against 44), and a database
 * held by the log's writes would cost seconds.
 */
const allowed = (burst404: number) => 4 * burst404 + 200;

let app: OwnApp;
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  app = await startOwnApp(info.project.name);
});
test.afterAll(async () => app?.dispose());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One GET of `path` from `ip`, read to its end: its status and how long it took (ms). */
async function timedGet(path: string, ip: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${app.url}${path}`, {
    headers: { 'x-forwarded-for': ip },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const measured = ['/api/health', '/contact-us'] as const;
type Timings = Record<(typeof measured)[number], number[]>;

/** One sample of each measured page, one after the other, each answering 200. */
async function sample(timings: Timings, ip: string) {
  for (const path of measured) {
    const { status, ms } = await timedGet(path, ip);
    expect(status, path).toBe(200);
    timings[path].push(ms);
  }
}

/** The Not found log's row of `path` on the back office screen. */
const logRowOf = (page: Page, path: string) =>
  page
    .getByRole('region', { name: 'Not found table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });

test('a burst of 10,000 random 404s leaves the pages answering in their usual time and the real misspelt address in the log', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const visitor = uniqueIp();
  const measurer = uniqueIp();
  const misspelt = '/contact-su';
  let misspeltVisits = 0;
  const visitMisspelt = async () => {
    const { status } = await timedGet(misspelt, visitor);
    expect(status, misspelt).toBe(404);
    misspeltVisits += 1;
  };

  // Warm: the page cache, the 404 document, the database.
  for (let n = 0; n < 3; n += 1) {
    await sample({ '/api/health': [], '/contact-us': [] }, measurer);
    await timedGet(`/${unique('warm-')}`, measurer);
  }
  const idle: Timings = { '/api/health': [], '/contact-us': [] };
  for (let n = 0; n < IDLE_SAMPLES; n += 1) await sample(idle, measurer);

  // Before the burst.
  await visitMisspelt();
  await visitMisspelt();

  // The burst: IN_FLIGHT workers take the next address until all are asked for; the real
  // address is asked for every 2,000th request. Meanwhile the measured pages are sampled.
  const tag = unique();
  const clients = Array.from({ length: CLIENTS }, () => uniqueIp());
  const statuses = new Map<number, number>();
  const burstMs: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < BURST) {
      const n = next++;
      if (n % 2_000 === 1_000) await visitMisspelt();
      const { status, ms } = await timedGet(`/gone/${tag}-${n}`, clients[n % CLIENTS]!);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      burstMs.push(ms);
    }
  };
  const during: Timings = { '/api/health': [], '/contact-us': [] };
  let bursting = true;
  const sampling = (async () => {
    while (bursting) {
      await sample(during, measurer);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } finally {
    bursting = false;
    await sampling;
  }
  expect(Object.fromEntries(statuses)).toEqual({ 404: BURST });

  // After it.
  await visitMisspelt();
  expect(misspeltVisits).toBe(8);

  const burst404 = median(burstMs);
  for (const path of measured) {
    const before = median(idle[path]);
    const meanwhile = median(during[path]);
    test.info().annotations.push({
      type: 'timing',
      description: `${path}: median ${before.toFixed(1)} ms idle, ${meanwhile.toFixed(1)} ms during the burst (${during[path].length} samples), the burst's 404s ${burst404.toFixed(1)} ms`,
    });
    expect(during[path].length, `${path} samples during the burst`).toBeGreaterThanOrEqual(10);
    expect(
      meanwhile,
      `${path} median during the burst (its 404s ${burst404.toFixed(1)} ms, idle ${before.toFixed(1)} ms)`,
    ).toBeLessThanOrEqual(allowed(burst404));
  }

  // The real address is in the back office's log, every visit counted (written every 2 s, after
  // the answers: read again until it is in).
  const { page } = await app.browse(browser);
  await loginAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/admin/redirects');
  const row = logRowOf(page, misspelt);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').first()).toHaveText(String(misspeltVisits), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
});
