// The measurements: load with autocannon, first-load JavaScript, Lighthouse.
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';

export const CONNECTIONS = 2 * cpus().length;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

const randomIp = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse (mobile, its default) in Debian's Chromium: the median of `runs` per category. */
export async function lighthouseScores(url, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
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
  try {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    let lcp;
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      for (const category of CATEGORIES)
        scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
      lcp =
        result.lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? lcp;
    }
    return {
      ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])),
      lcpElement: lcp,
    };
  } finally {
    await chrome.kill();
  }
}
