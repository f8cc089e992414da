import 'server-only';
import { OWN_PAGES_TAG, SERVICES_TAG } from '@/lib/freshness/tags';
import { servicePagePath } from './internal-addresses';

// A page at an address the build did not know (a service added or moved in the back office, a
// page of the firm's own) is answered through next.config.mjs's fallback: its handler finds the
// page and asks this server for its rendering at /_service/{address}, a second request per
// visit. Once the handler has found a live page at an address, the gate in front of Next
// (internal-request.ts) takes the next visits to /{address} straight to /_service/{address}:
// one page-cache read, as fast as a page the build knew.
//
// What the gate remembers holds only while nothing changed the pages' addresses since: each
// address is dated from before the read that found it live, and is dropped as soon as the page
// cache has expired the services' or own pages' tag later than that (adding, publishing, moving
// or unpublishing one does). The page cache learns of an expiry through another instance at its
// next read there, so on that instance one request may still be taken to the page's rendering,
// which then answers what the address has become (its redirect, or 404 where 410 would be due).
// On globalThis: the gate's bundle and the app's each have their own copy of this module.

type Holder = { [key: symbol]: Map<string, number> | undefined };
const KEY = Symbol.for('site.known-addresses');
const TAGS = [SERVICES_TAG, OWN_PAGES_TAG];

/** When the page cache last expired `tag` here (lib/freshness/page-cache-handler.cjs). */
type ExpiredAt = (tag: string) => number;

function known(): Map<string, number> {
  const holder = globalThis as unknown as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

function expiredAt(tag: string): number {
  const read = (globalThis as { __cacheTagExpiredAt?: ExpiredAt }).__cacheTagExpiredAt;
  // Without the page cache's word, nothing can be shown to be still true.
  return read ? read(tag) : Number.POSITIVE_INFINITY;
}

/** The page at /{address} was found live by a read that began at `asOf` (ms). */
export function rememberLiveAddress(address: string, asOf: number): void {
  known().set(address, asOf);
}

/**
 * Where the gate takes a visit to `url` (a request target: path and query): the rendering of the
 * live page at that address, or undefined for any address not known so, or no longer.
 */
export function knownPageTarget(url: string): string | undefined {
  const query = url.search(/[?#]/);
  const path = query === -1 ? url : url.slice(0, query);
  if (!/^\/[a-z0-9-]+$/.test(path)) return undefined;
  const address = path.slice(1);
  const asOf = known().get(address);
  if (asOf === undefined) return undefined;
  if (TAGS.some((tag) => expiredAt(tag) >= asOf)) {
    known().delete(address);
    return undefined;
  }
  return `${servicePagePath(address)}${query === -1 ? '' : url.slice(query)}`;
}
