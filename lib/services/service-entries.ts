import 'server-only';
import { services as seeds, type Service } from '@/lib/content/services';
import { serviceContentSchema, type ServiceContent } from '@/page-kinds/service/shape';
import type { ServiceRecord } from '@/lib/own-data/pages/service-store';
import type { serviceStatusSchema } from '@/lib/domain/site-page';
import type { z } from 'zod';

// Every service as the site lists it: the shipped ones (lib/content/services, the seed) in the
// code's order, then those added in the back office in the order they were added, each with its
// published copy. Pure over the stored records, so the lists, the routes and the back office
// agree on what each service is called and where it lives.

const KEY_PREFIX = 'service:';

/** A service's page key: stable across address changes. */
export const serviceKeyOf = (slug: string) => `${KEY_PREFIX}${slug}`;

/** A service's address (no slash): the one its copy names, else the one in its key. */
export const addressOf = (key: string, content: Pick<ServiceContent, 'address'>): string =>
  content.address || key.slice(KEY_PREFIX.length);

export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export type ServiceEntry = ServiceContent & {
  key: string;
  /** Where it is: /{address}. */
  address: string;
  /** 'draft': added and never published; 'unpublished': taken out of public view. */
  status: ServiceStatus;
  /** The shipped service it is (its area and place in the featured lists), or null if added. */
  seedSlug: string | null;
  keywords: string[];
  /** When its live copy was published; null for the shipped copy. */
  publishedAt: string | null;
};

function parsed(content: unknown): ServiceContent | null {
  if (content == null) return null;
  const result = serviceContentSchema.safeParse(content);
  if (!result.success) console.error('[services] a stored copy does not fit its shape');
  return result.success ? result.data : null;
}

const seedEntry = (seed: Service, record: ServiceRecord | undefined): ServiceEntry => {
  const key = serviceKeyOf(seed.slug);
  const copy = parsed(record?.published?.content) ?? serviceContentSchema.parse(seed);
  return {
    ...copy,
    key,
    address: addressOf(key, copy),
    status: record?.withdrawnAt ? 'unpublished' : 'live',
    seedSlug: seed.slug,
    keywords: seed.keywords,
    publishedAt: record?.published?.at ?? null,
  };
};

function addedEntry(record: ServiceRecord, withDrafts: boolean): ServiceEntry | null {
  const published = parsed(record.published?.content);
  const copy = published ?? (withDrafts ? parsed(record.draft) : null);
  if (!copy) return null;
  const status = record.withdrawnAt ? 'unpublished' : published ? 'live' : 'draft';
  return {
    ...copy,
    key: record.key,
    address: addressOf(record.key, copy),
    status,
    seedSlug: null,
    keywords: [],
    publishedAt: record.published?.at ?? null,
  };
}

/**
 * Every service, the shipped ones first. `withDrafts` (the back office): an added service never
 * published is listed by its draft; the public lists leave such services out altogether.
 */
export function serviceEntries(records: ServiceRecord[], withDrafts = false): ServiceEntry[] {
  const byKey = new Map(records.map((record) => [record.key, record]));
  const shipped = new Set(seeds.map((seed) => serviceKeyOf(seed.slug)));
  return [
    ...seeds.map((seed) => seedEntry(seed, byKey.get(serviceKeyOf(seed.slug)))),
    ...records
      .filter((record) => record.addedAt && !shipped.has(record.key))
      .map((record) => addedEntry(record, withDrafts))
      .filter((entry): entry is ServiceEntry => entry !== null),
  ];
}
