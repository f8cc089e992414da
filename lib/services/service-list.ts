import 'server-only';
import { featuredServiceSlugs } from '@/lib/content/company';
import { readServiceRecords, type ServiceRecord } from '@/lib/own-data/pages/service-store';
import { cachedRead, isBuilding, keepPageBriefly } from '@/lib/freshness/cached-read';
import { SERVICES_TAG } from '@/lib/freshness/tags';
import { serviceEntries, type ServiceEntry } from './service-entries';

// Every list of services the site shows (menus, home page, footer, related services, the
// contact form, search, sitemap) and the service routes read this one cached read: one query
// for all services, kept under the `services` tag with no time limit, since only the back
// office changes it (a publish that changes what the lists show expires the tag everywhere).
const cachedRecords = cachedRead(
  'service-records',
  SERVICES_TAG,
  async (): Promise<ServiceRecord[]> =>
    (await readServiceRecords()).map((record) => ({ ...record, draft: null })),
  false,
);

const shipped = serviceEntries([]);
let lastKnown: ServiceEntry[] | undefined;
let memo: { signature: string; entries: ServiceEntry[] } | undefined;

// The same records give the same entries: composed once per change, not once per request.
const signatureOf = (records: ServiceRecord[]) =>
  records.map((r) => `${r.key} ${r.published?.at} ${r.withdrawnAt}`).join('\n');

/**
 * Every service the public may know of (live and unpublished; never an unpublished draft), in
 * the site's order. Before the build's end and while the database cannot be read: the last
 * list read here, else the shipped services.
 */
export async function loadServices(): Promise<ServiceEntry[]> {
  if (isBuilding()) return shipped;
  try {
    const records = await cachedRecords();
    const signature = signatureOf(records);
    if (memo?.signature !== signature) memo = { signature, entries: serviceEntries(records) };
    lastKnown = memo.entries;
    return memo.entries;
  } catch (error) {
    console.error('[services]', error instanceof Error ? error.message : error);
    await keepPageBriefly().catch(() => undefined);
    return lastKnown ?? shipped;
  }
}

// The same array for the same list, so that what is built from it (the search index) can tell
// by the array that nothing changed.
const liveOf = new WeakMap<ServiceEntry[], ServiceEntry[]>();

/** The services the public sees, in the site's order. */
export async function liveServices(): Promise<ServiceEntry[]> {
  const all = await loadServices();
  let live = liveOf.get(all);
  if (!live) {
    live = all.filter((service) => service.status === 'live');
    liveOf.set(all, live);
  }
  return live;
}

/** How a request names an address: '&' raw or as '%26'. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The service at /{segment} (live or unpublished), if any. */
export async function serviceAt(segment: string): Promise<ServiceEntry | undefined> {
  const address = decodedSegment(segment);
  return (await loadServices()).find((service) => service.address === address);
}

/**
 * The services the menus and the footer name: the core ones (lib/content/company.ts) that are
 * live, then every live service added in the back office.
 */
export async function menuServiceEntries(): Promise<ServiceEntry[]> {
  const live = await liveServices();
  const core = featuredServiceSlugs
    .map((slug) => live.find((service) => service.seedSlug === slug))
    .filter((service): service is ServiceEntry => service !== undefined);
  return [...core, ...live.filter((service) => service.seedSlug === null)];
}
