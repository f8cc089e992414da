// `npm run bench`: the product, the floor app (a trivial page on the same Next), a static file
// server (the machine's ceiling) and the nginx site recipe, measured side by side in one run:
// every figure is a target interleaved with its reference (A B, B A, ...), reported as a ratio
// with its spread, and each budget (bench/budgets.mjs) prints pass or fail. Writes
// bench/results.json and the README's benchmark section; with `--data` (its options checked
// first), then the data section (bench/bench-data.mjs: a year of data, both database modes).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { adminCookie, contactBody } from './admin-session.mjs';
import { benchData, dataOptions } from './bench-data.mjs';
import { publishTenSectionPage } from './own-page.mjs';
import { ALIKE, budgetsOf } from './budgets.mjs';
import { CONNECTIONS, firstLoadJs, lighthouseScores, pageWeight, pairedLoad } from './measure.mjs';
import { writeReport } from './report.mjs';
import { findNginx, NGINX_MISSING } from '../scripts/nginx-site.mjs';
import { rssMb } from '../scripts/process-rss.mjs';
import { root, startFloor, startProduct, startSite, startStatic } from './servers.mjs';

const withData = process.argv.includes('--data') && dataOptions(process.argv.slice(2));
const servers = [];
const stopAll = () =>
  servers.forEach((server) => server.child.exitCode === null && server.child.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

// Without nginx the static ceiling and the nginx site recipe cannot be measured: the rest is.
const withNginx = findNginx() !== null;
if (!withNginx)
  console.warn(`${NGINX_MISSING}\nThe static ceiling and nginx site rows are left out.`);

const product = await startProduct();
const floor = await startFloor();
servers.push(product, floor);
const ceiling = withNginx ? await startStatic(await (await fetch(`${product.url}/`)).text()) : null;
const site = withNginx ? await startSite(product.url) : null;
servers.push(...[ceiling, site].filter(Boolean));

const htmlKb = async (url) => Math.round((await (await fetch(url)).text()).length / 1024);
const firstLink = async (page, pattern, fallback) =>
  pattern.exec(await (await fetch(`${product.url}${page}`)).text())?.[1] ?? fallback;
// Before the pages: one of them is added through the back office.
const cookie = await adminCookie(product.url);
const pages = [
  { name: '/', path: '/', kind: 'static' },
  { name: 'service page', path: '/recruitment-services', kind: 'static' },
  {
    name: 'ten-section page',
    path: await publishTenSectionPage(product.url, cookie),
    kind: 'static',
  },
  { name: '/faq/recruitment', path: '/faq/recruitment', kind: 'static' },
  { name: '/news', path: '/news', kind: 'data' },
  {
    name: 'news article',
    path: await firstLink('/news', /href="(\/read-a-news\/[^"]+)"/, '/read-a-news/1/x'),
    kind: 'data',
  },
  { name: '/careers', path: '/careers', kind: 'data' },
  {
    name: 'job page',
    path: await firstLink('/careers', /href="(\/careers\/\d+\/[^"#]+)"/, '/careers/1/x'),
    kind: 'data',
  },
  { name: '404', path: '/no-such-page', kind: '404' },
];
const contact = { name: '/contact-us', path: '/contact-us' };
const floorTarget = { url: `${floor.url}/` };
const targets = [
  ...pages.map((page) => ({ ...page, url: `${product.url}${page.path}` })),
  {
    name: 'POST /api/contact',
    kind: 'api',
    url: `${product.url}/api/contact`,
    method: 'POST',
    body: contactBody(),
    randomIp: true,
    headers: { origin: product.url, 'content-type': 'application/json' },
  },
  {
    name: 'GET /api/admin/messages',
    kind: 'api',
    url: `${product.url}/api/admin/messages`,
    headers: { cookie },
  },
  ...(ceiling
    ? [{ name: `ceiling: ${ceiling.name}`, kind: 'ceiling', url: `${ceiling.url}/` }]
    : []),
  // Context, not a budget: how far a trivial page of our pages' size gets on this Next.
  {
    name: `floor app at our page size (/sized, ${await htmlKb(`${floor.url}/sized`)} KB of HTML)`,
    kind: 'sized-floor',
    url: `${floor.url}/sized`,
  },
];

const rssIdle = rssMb(product.child.pid);
const load = [];
for (const target of targets) {
  process.stdout.write(`load ${target.name} against the floor ... `);
  const result = await pairedLoad(target, floorTarget);
  console.log(`${result.rps} req/s, ${result.ratio} x floor (${result.ratioSpread.join('-')})`);
  load.push({ name: target.name, kind: target.kind, ...result });
}
// Each page that must keep up with another, loaded in turn with it (budgets.mjs, ALIKE).
const alike = [];
for (const [name, like] of Object.entries(ALIKE)) {
  const [target, reference] = [name, like].map((n) => targets.find((t) => t.name === n));
  process.stdout.write(`load ${name} against ${like} ... `);
  const result = await pairedLoad(target, reference);
  console.log(
    `${result.rps} req/s, ${like} ${result.referenceRps} (${result.referenceRpsSpread.join('-')})`,
  );
  alike.push({ name, like, ...result });
}
let throughSite = null;
if (site && ceiling) {
  process.stdout.write('load the nginx site (/) against the static ceiling, both over TLS ... ');
  throughSite = await pairedLoad({ url: `${site.url}/` }, { url: `${ceiling.tlsUrl}/` });
  console.log(`${throughSite.rps} req/s, ${throughSite.ratio} x ceiling`);
}
const rssAfterLoad = rssMb(product.child.pid);
// Each page's requests/s against the floor at our page size, both measured against the floor.
const sized = load.find((row) => row.kind === 'sized-floor');
for (const row of load.filter((l) => ['static', 'data', '404'].includes(l.kind)))
  row.sizedRatio = +(row.ratio / sized.ratio).toFixed(2);

const floorJs = await firstLoadJs(`${floor.url}/`);
const publicPages = [...pages.filter((p) => p.kind !== '404'), contact];
const jsPages = [...publicPages, { name: '/about', path: '/about' }];
const js = [];
for (const page of jsPages)
  js.push({ name: page.name, ...(await firstLoadJs(`${product.url}${page.path}`)) });

const weight = [];
for (const page of [...publicPages, pages.find((p) => p.kind === '404')])
  weight.push({ name: page.name, ...(await pageWeight(`${product.url}${page.path}`)) });

const lighthousePages = publicPages;
console.log(
  `lighthouse: the floor (trivial, sized) and ${lighthousePages.length} pages, interleaved ...`,
);
const [floorLighthouse, sizedFloorLighthouse, ...pageScores] = await lighthouseScores([
  `${floor.url}/`,
  `${floor.url}/sized`,
  ...lighthousePages.map((page) => `${product.url}${page.path}`),
]);
const lighthouse = lighthousePages.map((page, i) => ({ name: page.name, ...pageScores[i] }));
stopAll();

const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  connections: CONNECTIONS,
  load,
  alike,
  throughSite,
  firstLoadJs: { floor: floorJs, pages: js },
  weight,
  memory: { rssIdleMb: rssIdle, rssAfterLoadMb: rssAfterLoad },
  lighthouse: { floor: floorLighthouse, sizedFloor: sizedFloorLighthouse, pages: lighthouse },
};
results.budgets = budgetsOf(results);
const resultsFile = path.join(root, 'bench', 'results.json');
// The data section's last figures stay until it runs again.
const { data } = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
writeFileSync(resultsFile, `${JSON.stringify({ ...results, data }, null, 2)}\n`);
await writeReport(results, path.join(root, 'README.md'));
if (withData) await benchData(process.argv.slice(2));
