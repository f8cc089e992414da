// Next's cache of regenerated pages and cached reads (`cacheHandler` in next.config.mjs, the
// documented incremental-cache interface: get, set, revalidateTag, resetRequestCache). Plain
// CommonJS because Node loads it outside the app's bundle. Three promises:
// - Only what this process rendered is served: nothing the build prerendered (it carries the
//   build machine's origin), nothing on disk (it would outlive the process and could be served
//   by the next one on another database or mode). One build serves whatever SITE_URL it runs with.
// - An entry is dated from the start of the request that made it, so a read that began before a
//   back-office write and ended after it is expired by that write: never served as fresh.
// - With DATABASE_URL, a tag expired through any instance (the `cache_tags` table, written by
//   lib/freshness/expire.ts before a write's answer leaves) expires here before the next answer.
const { sharedTags } = require('./shared-tags-table.cjs');

/** key → { value, lastModified, tags, size }; a Map keeps insertion order, so it is the LRU. */
const entries = new Map();
/** tag → when it last expired here (this clock). */
const expiredAt = new Map();
let bytes = 0;

const tagsOf = (data, ctx) => {
  const header = data?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? [])];
};

function sizeOf(value) {
  if (!value) return 64;
  if (value.kind === 'FETCH') return JSON.stringify(value.data ?? '').length;
  let size = typeof value.html === 'string' ? value.html.length : 0;
  size += value.rscData?.byteLength ?? 0;
  for (const segment of value.segmentData?.values?.() ?? []) size += segment.byteLength ?? 0;
  return size + (value.body?.byteLength ?? 0) + 256;
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  bytes -= entry.size;
  entries.delete(key);
}

const isExpired = (entry, softTags) =>
  [...entry.tags, ...softTags].some((tag) => (expiredAt.get(tag) ?? -1) >= entry.lastModified);

function expire(tags, at) {
  const list = new Set(typeof tags === 'string' ? [tags] : tags);
  for (const tag of list) expiredAt.set(tag, at);
  for (const [key, entry] of entries) if (entry.tags.some((tag) => list.has(tag))) remove(key);
}

// Work outside a request (the scheduled news worker, lib/news) cannot call revalidateTag:
// it expires this process's entries through this hook instead.
globalThis.__expireCachedTags = (tags) => expire(tags, Date.now());
// When `tag` last expired here (-1: never): the gate in front of Next asks it, synchronously,
// whether a page's address it remembers still holds (lib/redirects/known-addresses.ts).
globalThis.__cacheTagExpiredAt = (tag) => expiredAt.get(tag) ?? -1;

module.exports = class PageCacheHandler {
  constructor(options) {
    // Next makes one handler per request, before anything is read: the request's start.
    this.startedAt = Date.now();
    this.maxBytes = options?.maxMemoryCacheSize || 64 * 1024 * 1024;
  }

  async get(key, ctx) {
    await sharedTags()?.pull((tags) => expire(tags, Date.now()));
    const entry = entries.get(key);
    if (!entry) return null;
    if (isExpired(entry, ctx?.softTags ?? [])) {
      remove(key);
      return null;
    }
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, data, ctx) {
    remove(key);
    if (!data) return;
    const entry = { value: data, lastModified: this.startedAt, tags: tagsOf(data, ctx) };
    entry.size = sizeOf(data);
    if (entry.size > this.maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.size;
    for (const oldest of entries.keys()) {
      if (bytes <= this.maxBytes) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    // Every expiry of this site is immediate (`expire: 0`): no stale-while-revalidate profile.
    // Other instances learn of it from the row lib/freshness/expire.ts wrote before the answer.
    expire(tags, Date.now());
  }

  resetRequestCache() {}
};
