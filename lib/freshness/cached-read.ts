import 'server-only';
import { unstable_cache } from 'next/cache';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { PUBLIC_DATA_TTL, type DataTag } from './tags';

/** Whether this is `next build` prerendering, whose pages are never served. */
export const isBuilding = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/**
 * A Backend read behind public pages, cached under its tag for PUBLIC_DATA_TTL (or `revalidate`:
 * `false` for data that only this product's doors change, which expire its tag). A read that
 * began before a write and ended after it cannot be served as fresh: the cache handler dates
 * every entry from its request's start (page-cache-handler.cjs). Errors are thrown inside, so a
 * failure is never cached.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  tag: DataTag,
  read: (...args: A) => Promise<R>,
  revalidate: number | false = PUBLIC_DATA_TTL,
): (...args: A) => Promise<R> {
  const cached = unstable_cache(read, [name], { tags: [tag], revalidate });
  return (...args) => {
    // `next build` prerenders the data pages, but what it renders is never served (the cache
    // handler serves only what the running server rendered): it must not open a database.
    if (isBuilding()) {
      return Promise.reject(new Error('No data at build time'));
    }
    return cached(...args);
  };
}

/**
 * Keeps the page being rendered for one second only: a page regenerated while the backend
 * failed shows its error state until the next request after that, not for its whole
 * revalidation period (a cached read's revalidate caps the page's own).
 */
export const keepPageBriefly = unstable_cache(async () => true, ['page-kept-briefly'], {
  revalidate: 1,
});
