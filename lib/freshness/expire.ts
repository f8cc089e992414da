import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { revalidateTag } from 'next/cache';
import { publishExpiredTags } from './publish-expired-tags';
import {
  COMPANY_TAG,
  JOBS_TAG,
  MENUS_TAG,
  NEWS_TAG,
  OWN_PAGES_TAG,
  pageTag,
  REDIRECTS_TAG,
  SERVICES_TAG,
  type DataTag,
} from './tags';

// Called right after each back-office write, before its answer: the pages and reads under the
// tag are regenerated on their next request, through every instance (docs/design.md, "Rendering and
// freshness"). `expire: 0` because a stale-while-revalidate profile would serve the old page once
// more.
async function expire(tag: DataTag): Promise<void> {
  if (outsideRequests.getStore()) expireHere([tag]);
  else revalidateTag(tag, { expire: 0 });
  await publishExpiredTags([tag]);
}

/** This process's cache, through its handler's hook (page-cache-handler.cjs). */
function expireHere(tags: DataTag[]): void {
  const holder = globalThis as { __expireCachedTags?: (tags: string[]) => void };
  holder.__expireCachedTags?.(tags);
}

// Work outside any request (a worker), where revalidateTag cannot run: its expiries go through
// the hook instead, so a write shared with the doors expires the same tags either way.
const outsideRequests = new AsyncLocalStorage<true>();

/** Runs `work` outside any request: every expiry it makes reaches the caches without Next's. */
export const outsideRequest = <T>(work: () => Promise<T>): Promise<T> =>
  outsideRequests.run(true, work);

export const expireNews = (): Promise<void> => expire(NEWS_TAG);
export const expireJobs = (): Promise<void> => expire(JOBS_TAG);
export const expirePage = (key: string): Promise<void> => expire(pageTag(key));
export const expireCompanyDetails = (): Promise<void> => expire(COMPANY_TAG);
export const expireMenus = (): Promise<void> => expire(MENUS_TAG);
export const expireRedirects = (): Promise<void> => expire(REDIRECTS_TAG);
export const expireServices = (): Promise<void> => expire(SERVICES_TAG);
export const expireOwnPages = (): Promise<void> => expire(OWN_PAGES_TAG);

/**
 * The news tag expired from work outside any request (the scheduled posts' worker), where
 * revalidateTag cannot run: this process's cache through its handler's hook
 * (page-cache-handler.cjs), the other instances through the shared table, as for a write.
 */
export const expireNewsFromAnywhere = (): Promise<void> => outsideRequest(expireNews);
