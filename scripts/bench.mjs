// `npm run bench`: the product, the floor app (a trivial page on the same Next) and a static
// file server measured in one run, side by side. Prints a table with each budget's pass or
// fail, writes bench/results.json and the README's benchmark section. Ratios are what count.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { CONNECTIONS, firstLoadJs, lighthouseScores, load } from '../bench/measure.mjs';
import { root, rssMb, startFloor, startProduct, startStatic } from '../bench/servers.mjs';

const servers = [];
const stopAll = () =>
  servers.forEach((server) => server.child.exitCode === null && server.child.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function adminCookie(url) {
  const jar = [];
  const keep = (response) =>
    response.headers.getSetCookie().forEach((c) => jar.push(c.split(';')[0]));
  const csrf = await fetch(`${url}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  keep(
    await fetch(`${url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.join('; '),
        origin: url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        csrfToken,
        email: 'admin@example.com',
        password: 'bench-admin-password',
        json: 'true',
      }),
    }),
  );
  return jar.join('; ');
}

const product = await startProduct();
servers.push(product);
const floor = await startFloor();
servers.push(floor);
const homeHtml = await (await fetch(`${product.url}/`)).text();
const ceiling = await startStatic(homeHtml);
servers.push(ceiling);

const news = await (await fetch(`${product.url}/news`)).text();
const articlePath = /href="(\/read-a-news\/[^"]+)"/.exec(news)?.[1] ?? '/read-a-news/1/x';
const careers = await (await fetch(`${product.url}/careers`)).text();
const jobPath = /href="(\/careers\/\d+\/[^"#]+)"/.exec(careers)?.[1] ?? '/careers/1/x';
const cookie = await adminCookie(product.url);
const contactBody = JSON.stringify({
  full_name: 'Bench Visitor',
  userEmail: 'bench@example.com',
  phone_number: '+44 7700 900999',
  service_of_interest: 'Recruitment Services',
  description: 'A message sent by the benchmark.',
});

const pages = [
  { name: '/', path: '/', kind: 'static' },
  { name: 'service page', path: '/recruitment-services', kind: 'static' },
  { name: '/faq/recruitment', path: '/faq/recruitment', kind: 'static' },
  { name: '/news', path: '/news', kind: 'data' },
  { name: 'news article', path: articlePath, kind: 'data' },
  { name: '/careers', path: '/careers', kind: 'data' },
  { name: 'job page', path: jobPath, kind: 'data' },
  { name: '404', path: '/no-such-page', kind: 'static' },
];
const targets = [
  ...pages.map((page) => ({ ...page, url: `${product.url}${page.path}` })),
  {
    name: 'POST /api/contact',
    url: `${product.url}/api/contact`,
    method: 'POST',
    body: contactBody,
    randomIp: true,
    headers: { origin: product.url, 'content-type': 'application/json' },
  },
  {
    name: 'GET /api/admin/messages',
    url: `${product.url}/api/admin/messages`,
    headers: { cookie },
  },
  { name: 'floor: trivial Next page', url: `${floor.url}/`, kind: 'floor' },
  { name: `ceiling: ${ceiling.name}`, url: `${ceiling.url}/`, kind: 'ceiling' },
];

const rssIdle = rssMb(product.child.pid);
const loadResults = [];
for (const target of targets) {
  process.stdout.write(`load ${target.name} ... `);
  const result = await load(target);
  console.log(`${result.rps} req/s`);
  loadResults.push({ name: target.name, kind: target.kind ?? 'api', ...result });
}
const rssAfterLoad = rssMb(product.child.pid);

const floorJs = await firstLoadJs(`${floor.url}/`);
const jsResults = [];
// The load targets, plus the contact page (the form: the most client code) and /about.
const jsPages = [
  ...pages.filter((p) => p.name !== '404'),
  { name: '/contact-us', path: '/contact-us' },
  { name: '/about', path: '/about' },
];
for (const page of jsPages) {
  jsResults.push({ name: page.name, ...(await firstLoadJs(`${product.url}${page.path}`)) });
}

const lighthouseResults = [];
for (const page of pages.slice(0, 4)) {
  process.stdout.write(`lighthouse ${page.name} ... `);
  const scores = await lighthouseScores(`${product.url}${page.path}`);
  console.log(
    `${scores.performance}/${scores.accessibility}/${scores['best-practices']}/${scores.seo}`,
  );
  lighthouseResults.push({ name: page.name, ...scores });
}
stopAll();

const floorRps = loadResults.find((r) => r.kind === 'floor').rps;
const budgets = [];
const budget = (name, value, limit, pass) => budgets.push({ name, value, limit, pass });
for (const js of jsResults) {
  budget(
    `first-load JS ${js.name} (KB gzip)`,
    js.gzipKb,
    +(floorJs.gzipKb + 20).toFixed(1),
    js.gzipKb <= floorJs.gzipKb + 20,
  );
}
for (const result of loadResults.filter((r) => r.kind === 'static' || r.kind === 'data')) {
  const ratio = +(result.rps / floorRps).toFixed(2);
  const limit = result.kind === 'static' ? 0.9 : 0.6;
  budget(`req/s ${result.name} ÷ floor`, ratio, limit, ratio >= limit);
}
for (const scores of lighthouseResults) {
  budget(`Lighthouse performance ${scores.name}`, scores.performance, 95, scores.performance >= 95);
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    budget(
      `Lighthouse ${category} ${scores.name}`,
      scores[category],
      100,
      scores[category] === 100,
    );
  }
}
budget('server RSS after load (MB)', rssAfterLoad, 250, rssAfterLoad < 250);

const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  connections: CONNECTIONS,
  load: loadResults,
  firstLoadJs: { floor: floorJs, pages: jsResults },
  memory: { rssIdleMb: rssIdle, rssAfterLoadMb: rssAfterLoad },
  lighthouse: lighthouseResults,
  budgets,
};
writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const table = [
  `Measured ${results.date} on ${results.machine}; ${CONNECTIONS} connections, 10 s per target after a 2 s warm-up.`,
  '',
  '| target | req/s | p50 ms | p99 ms | non-2xx |',
  '|---|---:|---:|---:|---:|',
  ...loadResults.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`),
  '',
  `| page | scripts | first-load JS raw KB | gzip KB |`,
  '|---|---:|---:|---:|',
  `| floor app | ${floorJs.scripts} | ${floorJs.rawKb} | ${floorJs.gzipKb} |`,
  ...jsResults.map((j) => `| ${j.name} | ${j.scripts} | ${j.rawKb} | ${j.gzipKb} |`),
  '',
  '| Lighthouse (mobile, median of 3) | performance | accessibility | best practices | SEO |',
  '|---|---:|---:|---:|---:|',
  ...lighthouseResults.map(
    (s) =>
      `| ${s.name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`,
  ),
  '',
  `Server memory: ${rssIdle} MB idle, ${rssAfterLoad} MB after load.`,
  '',
  '| budget | value | limit | result |',
  '|---|---:|---:|---|',
  ...budgets.map((b) => `| ${b.name} | ${b.value} | ${b.limit} | ${b.pass ? 'pass' : 'FAIL'} |`),
].join('\n');
console.log(`\n${table}`);

const readmePath = path.join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
if (marked.test(readme)) {
  writeFileSync(
    readmePath,
    readme.replace(marked, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`),
  );
}
