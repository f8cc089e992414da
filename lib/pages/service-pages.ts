import 'server-only';
import type { PublicPage } from '@/lib/content/public-pages';
import { readServiceRecords } from '@/lib/own-data/pages/service-store';
import {
  serviceEntries,
  type ServiceEntry,
  type ServiceStatus,
} from '@/lib/services/service-entries';
import { servicePath } from '@/lib/content/page-paths';

// The services as the back office sees them: read fresh (never the public cache), with the
// drafts of services added but not yet published.

/** Every service, shipped and added, each with its status. */
export async function serviceEntriesNow(): Promise<ServiceEntry[]> {
  return serviceEntries(await readServiceRecords(), true);
}

/** A page of the registry; a service's with its status. */
export type ListedPage = PublicPage & { status?: ServiceStatus };

const asPage = (service: ServiceEntry): ListedPage => ({
  key: service.key,
  kind: 'service',
  title: service.title,
  path: servicePath(service.address),
  status: service.status,
});

/**
 * The registry's pages with each service as it is now: its published title and address, the
 * services added in the back office after the shipped ones.
 */
export async function withServicesNow(pages: PublicPage[]): Promise<ListedPage[]> {
  const services = (await serviceEntriesNow()).map(asPage);
  const first = pages.findIndex((page) => page.kind === 'service');
  const others = pages.filter((page) => page.kind !== 'service');
  return [...others.slice(0, first), ...services, ...others.slice(first)];
}
