// `node bench/compare-builds.mjs <standalone A> <standalone B> [rounds]`: requests/s of the same
// pages on two builds (e.g. main before and after a change), interleaved A B / B A round after
// round so the machine's load swings hit both alike. Prints each page's median per build and
// the ratio B ÷ A. Used for #13's "no page loses more than 5%".
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './servers.mjs';

const [dirA, dirB] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
const ROUNDS = Number(process.argv[4] ?? 5);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 5);
if (!dirA || !dirB) {
  console.error('usage: node bench/compare-builds.mjs <standalone A> <standalone B> [rounds]');
  process.exit(2);
}

async function start(dir) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'compare-data-'));
  const child = spawn(process.execPath, ['--require', './server-preload.cjs', 'server.js'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: 'compare-admin-password',
      AUTH_SECRET: 'compare-secret-compare-secret-compare-0123',
    },
  });
  process.on('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i += 1) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${dir} did not start`);
}

const rps = async (url) =>
  (await autocannon({ url, connections: 4, duration: SECONDS })).requests.average;

const urls = { A: await start(dirA), B: await start(dirB) };
const news = await (await fetch(`${urls.B}/news`)).text();
const careers = await (await fetch(`${urls.B}/careers`)).text();
// COMPARE_PAGES=/faq,/news narrows the run to those pages.
const pages = process.env.COMPARE_PAGES?.split(',') ?? [
  '/',
  '/recruitment-services',
  '/faq',
  '/news',
  /href="(\/read-a-news\/[^"]+)"/.exec(news)?.[1],
  '/all-news',
  '/careers',
  /href="(\/careers\/\d+\/[^"#]+)"/.exec(careers)?.[1],
  '/no-such-page',
];
// One request each first: pages are rendered on their first request, then served from memory.
for (const page of pages) for (const url of Object.values(urls)) await fetch(url + page);

const samples = Object.fromEntries(pages.map((page) => [page, { A: [], B: [] }]));
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const page of pages) {
    for (const build of order) samples[page][build].push(await rps(urls[build] + page));
  }
  console.error(`round ${round + 1}/${ROUNDS} done`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`| page | A req/s | B req/s | B ÷ A (min-max of rounds) |`);
console.log('|---|---:|---:|---:|');
for (const page of pages) {
  const { A, B } = samples[page];
  const ratios = A.map((a, i) => B[i] / a);
  const spread = `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;
  console.log(
    `| ${page} | ${Math.round(median(A))} | ${Math.round(median(B))} | ${(median(B) / median(A)).toFixed(2)} (${spread}) |`,
  );
}
process.exit(0);
