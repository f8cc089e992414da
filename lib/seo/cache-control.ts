import { PUBLIC_DATA_TTL } from '@/lib/freshness/tags';

// How the feed, the sitemaps and robots.txt may be kept by browsers, feed readers, crawlers and
// any shared cache in front of the site (a CDN; the nginx recipe's micro-cache keeps public
// answers one second whatever they say). Each is read from the published copy only, never a
// preview's draft, so the same answer fits every visitor: `public`.

/**
 * What lists the site's data (the news feed, the sitemaps): kept no longer than a data page
 * keeps its reads (PUBLIC_DATA_TTL, 10 s), so a back-office write shows in it within 10 s, and a
 * change made directly in the upstream within 10 + 10 s, under docs/design.md's 30 s. `max-age`
 * and `s-maxage` alike: a copy from a shared cache carries its `Age`, so the two never add up.
 */
export const LISTING_CACHE_CONTROL = `public, max-age=${PUBLIC_DATA_TTL}, s-maxage=${PUBLIC_DATA_TTL}`;

/**
 * What names only the running origin and the code's own addresses (robots.txt, the sitemap
 * index): it changes only with a deploy, so an hour.
 */
export const ORIGIN_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';
