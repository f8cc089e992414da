// Every GET door the back-office screens call (app/api/admin/**/route.ts), the dashboard screen
// and the public site search, each timed cold (its first request after the server started) and
// warm (the median of the next requests), to the last byte of the answer.
import { median, spread } from './measure.mjs';

const WARM_RUNS = Number(process.env.BENCH_DATA_WARM ?? 5);
// A list answers 10 rows a page and refuses page numbers above 100,000 (lib/domain/paging.ts).
const lastPage = (list) => Math.min(100_000, Math.max(1, Math.ceil((list?.count ?? 0) / 10)));
const pastTheEnd = (list) => Math.min(100_000, lastPage(list) + 1);
const q = (text) => encodeURIComponent(text);
const firstId = (list) => (list?.results ?? list)?.[0]?.id ?? 1;

/**
 * `path` is a string, or a function of the answers read so far (by door name) for the doors of
 * one item or one page. `expect`: the status a door should answer (200 unless said).
 */
export const DOORS = [
  { name: 'dashboard figures (stats)', path: '/api/admin/stats', dashboard: true },
  { name: 'messages', path: '/api/admin/messages' },
  { name: 'messages search "invoice"', path: `/api/admin/messages?q=invoice` },
  { name: 'messages search "%_\\"', path: `/api/admin/messages?q=${q('%_\\')}` },
  { name: 'messages search, 200 characters', path: `/api/admin/messages?q=${q('x'.repeat(200))}` },
  {
    name: 'messages search, 500 characters (refused)',
    path: `/api/admin/messages?q=${q('invoice '.repeat(63).slice(0, 500))}`,
    expect: 400,
  },
  {
    name: 'messages, a page past the end',
    path: (seen) => `/api/admin/messages?page=${pastTheEnd(seen.messages)}`,
  },
  { name: 'visitors', path: '/api/admin/visitors' },
  {
    name: 'visitors, the last page',
    path: (seen) => `/api/admin/visitors?page=${lastPage(seen.visitors)}`,
  },
  { name: 'applications', path: '/api/admin/applications' },
  {
    name: 'an application’s CV',
    path: (seen) => `/api/admin/applications/${firstId(seen.applications)}/cv`,
  },
  { name: 'jobs', path: '/api/admin/jobs' },
  { name: 'a job', path: (seen) => `/api/admin/jobs/${firstId(seen.jobs)}` },
  { name: 'news', path: '/api/admin/news' },
  { name: 'a news item', path: (seen) => `/api/admin/news/${firstId(seen.news)}` },
  { name: 'news drafts', path: '/api/admin/news/drafts' },
  { name: 'media library', path: '/api/admin/media' },
  { name: 'media library, the picker (uses=no)', path: '/api/admin/media?uses=no' },
  { name: 'a picture', path: (seen) => `/api/admin/media/${firstId(seen['media library'])}` },
  { name: 'activity log', path: '/api/admin/activity' },
  { name: 'pages', path: '/api/admin/pages' },
  {
    name: 'a page’s versions',
    path: (seen) => `/api/admin/pages/${seen.pages?.[0]?.key ?? 'home'}/versions`,
  },
  { name: 'redirects', path: '/api/admin/redirects' },
  { name: 'not-found log', path: '/api/admin/redirects/not-found' },
  { name: 'settings', path: '/api/admin/settings' },
  { name: 'team', path: '/api/admin/team' },
  { name: 'privacy requests', path: '/api/admin/privacy/requests' },
  { name: 'dashboard screen (/admin, HTML)', path: '/admin' },
  { name: 'site search (public, /search?q=recruitment)', path: '/search?q=recruitment' },
];

async function timedGet(url, cookie) {
  const began = performance.now();
  const response = await fetch(url, {
    headers: { cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  return { ms: Math.round(performance.now() - began), status: response.status, body };
}

/** Each door cold, then warm; answers one row per door, printed as it goes. */
export async function doorTimings(baseUrl, cookie, doors = DOORS) {
  const seen = {};
  const rows = [];
  for (const door of doors) {
    const path = typeof door.path === 'function' ? door.path(seen) : door.path;
    const cold = await timedGet(`${baseUrl}${path}`, cookie);
    try {
      seen[door.name] = JSON.parse(cold.body);
    } catch {
      // HTML or a file
    }
    const warm = [];
    const statuses = new Set([cold.status]);
    for (let run = 0; run < WARM_RUNS; run += 1) {
      const timed = await timedGet(`${baseUrl}${path}`, cookie);
      warm.push(timed.ms);
      statuses.add(timed.status);
    }
    const row = {
      name: door.name,
      path,
      dashboard: Boolean(door.dashboard),
      coldMs: cold.ms,
      warmMs: median(warm),
      warmSpread: spread(warm),
      statuses: [...statuses],
      expected: door.expect ?? 200,
    };
    const wrong = row.statuses.some((s) => s !== row.expected);
    console.log(
      `  ${door.name}: cold ${row.coldMs} ms, warm ${row.warmMs} ms` +
        (wrong ? ` (answered ${row.statuses.join(', ')}, expected ${row.expected})` : ''),
    );
    rows.push(row);
  }
  return rows;
}
