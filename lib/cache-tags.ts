// Tags of the cached Backend reads behind public pages; every back-office write expires its tag.
export const NEWS_TAG = 'news';
export const JOBS_TAG = 'jobs';
/**
 * How long a cached read is fresh. A data page is regenerated at most 10 s after it was made
 * (its `revalidate`, a literal in each page) and may then still read data up to this old, both
 * stale-while-revalidate: a change made directly in the upstream shows within 10 + 10 s to a
 * visitor who keeps looking, under DESIGN.md's 30 s.
 */
export const PUBLIC_DATA_TTL = 10;

type Tag = typeof NEWS_TAG | typeof JOBS_TAG;

// Route handlers and pages are separate bundles: the counters live on globalThis so that both
// see the same ones.
const holder = globalThis as unknown as { __cacheGenerations?: Map<Tag, number> };
const generations = (holder.__cacheGenerations ??= new Map<Tag, number>());

/**
 * A counter per tag that every write through this process moves on. Cached reads carry it in
 * their key, so a read that began before a write and finished after it is stored under the old
 * key and can never be served in front of the new data.
 */
export const generationOf = (tag: Tag): number => generations.get(tag) ?? 0;
export const bumpGeneration = (tag: Tag): void => void generations.set(tag, generationOf(tag) + 1);
