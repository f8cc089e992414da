import 'server-only';
import { ownPageSchema, OWN_PAGE_PREFIX, type OwnPage } from '@/page-kinds/own/shape';
import type { ServiceStatus } from '@/lib/services/service-entries';
import type { ServiceRecord } from '@/lib/own-data/pages/service-store';

// Every page of the firm's own as the site knows it, from the stored rows: pure over them, so
// the routes, the lists and the back office agree on where each page is and whether it is public.

export type OwnPageEntry = OwnPage & {
  key: string;
  /** 'draft': added and never published; 'unpublished': taken out of public view. */
  status: ServiceStatus;
  /** When its live copy was published; null before its first publish. */
  publishedAt: string | null;
};

function parsed(content: unknown): OwnPage | null {
  if (content == null) return null;
  const result = ownPageSchema.safeParse(content);
  if (!result.success) console.error('[own pages] a stored copy does not fit its shape');
  return result.success ? result.data : null;
}

/** Its address: the one its copy names, else the one in its key. */
const addressOf = (key: string, copy: OwnPage) => copy.address || key.slice(OWN_PAGE_PREFIX.length);

/**
 * The pages in the order they were added. `withDrafts` (the back office): a page never
 * published is listed by its draft; the public knows only those published at least once.
 */
export function ownPageEntries(records: ServiceRecord[], withDrafts = false): OwnPageEntry[] {
  return records.flatMap((record) => {
    const published = parsed(record.published?.content);
    const copy = published ?? (withDrafts ? parsed(record.draft) : null);
    if (!copy) return [];
    const status: ServiceStatus = record.withdrawnAt ? 'unpublished' : published ? 'live' : 'draft';
    return [
      {
        ...copy,
        key: record.key,
        address: addressOf(record.key, copy),
        status,
        publishedAt: record.published?.at ?? null,
      },
    ];
  });
}
