// The measurements: load with autocannon (one target, or a target and the floor interleaved),
// first-load JavaScript, Lighthouse.
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { randomIp } from './admin-session.mjs';

export const CONNECTIONS = 2 * cpus().length;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 2;

/** requests/s and latency of one target; bounded by duration, never by request count. */
export async function load(target) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
    requests: target.randomIp
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': randomIp() },
            }),
          },
        ]
      : undefined,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * A target's requests/s against a reference's, `rounds` times in alternating order (A B, B A,
 * ...) so a busy moment of the machine hits both: the median ratio and its spread.
 */
export async function pairedLoad(
  target,
  reference,
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
) {
  const ratios = [];
  const samples = [];
  for (let round = 0; round < rounds; round += 1) {
    const first = round % 2 === 0 ? target : reference;
    const a = await load(first);
    const b = await load(first === target ? reference : target);
    const [own, ref] = first === target ? [a, b] : [b, a];
    // A reference that answers errors is measured at an error page's speed, not the page's.
    if (ref.non2xx > 0 || ref.errors > 0)
      throw new Error(`${reference.url} answered ${ref.non2xx} non-2xx, ${ref.errors} errors`);
    ratios.push(own.rps / ref.rps);
    samples.push({ own, ref });
  }
  const pick = (key) => median(samples.map((s) => s.own[key]));
  return {
    rps: pick('rps'),
    referenceRps: median(samples.map((s) => s.ref.rps)),
    p50: pick('p50'),
    p99: pick('p99'),
    non2xx: samples.reduce((sum, s) => sum + s.own.non2xx, 0),
    ratio: +median(ratios).toFixed(2),
    ratioSpread: spread(ratios).map((r) => +r.toFixed(2)),
  };
}

/** JavaScript a browser downloads on first load: the page's script tags, raw and gzip. */
export async function firstLoadJs(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  // Modern browsers skip `nomodule` scripts (Next's legacy polyfills), so they do not count.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/\bnomodule\b/i.test(match[1]))
    .map((match) => /\bsrc="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return {
    scripts: new Set(sources).size,
    rawKb: +(raw / 1024).toFixed(1),
    gzipKb: +(gzip / 1024).toFixed(1),
  };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const spread = (values) => [Math.min(...values), Math.max(...values)];

/**
 * Lighthouse (mobile, its default) in Debian's Chromium on several pages, run interleaved
 * (round 1: every url in order, round 2: again, ...) so the machine's load hits each alike.
 * Per url: the median score of each category, and the median and spread of performance and TBT.
 */
export async function lighthouseScores(
  urls,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const samples = urls.map(() => ({
    tbt: [],
    ...Object.fromEntries(CATEGORIES.map((c) => [c, []])),
  }));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [index, url] of urls.entries()) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        for (const category of CATEGORIES)
          samples[index][category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        samples[index].tbt.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
      }
    }
  } finally {
    await chrome.kill();
  }
  return samples.map((sample) => ({
    ...Object.fromEntries(CATEGORIES.map((category) => [category, median(sample[category])])),
    performanceSpread: spread(sample.performance),
    tbt: median(sample.tbt),
    tbtSpread: spread(sample.tbt),
  }));
}
