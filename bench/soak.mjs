// `npm run soak`: the standalone product under a bounded loop of mixed public, contact and admin
// requests for SOAK_MINUTES (default 10), its RSS printed each minute. Memory that grows from
// the second minute to the last is a leak; the first minute is warm-up (caches filling).
import { adminCookie, contactBody, randomIp } from './admin-session.mjs';
import { startProduct } from './servers.mjs';
import { rssMb } from '../scripts/process-rss.mjs';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const WORKERS = 4;
const product = await startProduct();
process.on('exit', () => product.child.exitCode === null && product.child.kill('SIGTERM'));
process.on('SIGINT', () => process.exit(130));
const cookie = await adminCookie(product.url);
const publicPaths = [
  '/',
  '/recruitment-services',
  '/faq/recruitment',
  '/news',
  '/all-news',
  '/careers',
  '/about',
  '/contact-us',
  '/search?q=recruitment',
  '/no-such-page',
  '/sitemap.xml',
];

let sent = 0;
let failed = 0;
const next = (n) => {
  const { url } = product;
  if (n % 20 === 0)
    return fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: contactBody(n),
    });
  if (n % 10 === 0) return fetch(`${url}/api/admin/messages`, { headers: { cookie } });
  if (n % 10 === 5) return fetch(`${url}/api/admin/stats`, { headers: { cookie } });
  return fetch(`${url}${publicPaths[n % publicPaths.length]}`);
};

const deadline = Date.now() + minutes * 60_000;
async function worker() {
  while (Date.now() < deadline) {
    const response = await next(sent++).catch(() => null);
    if (!response || response.status >= 500) failed += 1;
    await response?.arrayBuffer().catch(() => undefined);
  }
}

const readings = [];
const timer = setInterval(() => {
  readings.push(rssMb(product.child.pid));
  console.log(
    `minute ${readings.length}: RSS ${readings.at(-1)} MB, ${sent} requests, ${failed} failed`,
  );
}, 60_000);
await Promise.all(Array.from({ length: WORKERS }, worker));
clearInterval(timer);
readings.push(rssMb(product.child.pid));
const settled = readings[Math.min(1, readings.length - 1)];
const growth = readings.at(-1) - settled;
console.log(
  `RSS: ${readings.join(', ')} MB; from minute 2 to the end ${growth >= 0 ? '+' : ''}${growth} MB; peak ${Math.max(...readings)} MB`,
);
process.exitCode = failed > 0 ? 1 : 0;
