import 'server-only';
import { OWN_PAGE_PREFIX } from '@/page-kinds/own/shape';
import { cachedRead, isBuilding, keepPageBriefly } from '@/lib/freshness/cached-read';
import { OWN_PAGES_TAG } from '@/lib/freshness/tags';
import { readServiceRecords } from '@/lib/own-data/pages/service-store';
import { decodedSegment } from '@/lib/services/service-list';
import { ownPageEntries, type OwnPageEntry } from './own-page-entries';

// The pages of the firm's own as the public site reads them: one cached query under the
// `own-pages` tag, which adding, publishing, moving or unpublishing one expires everywhere.
const cachedRecords = cachedRead(
  'own-page-records',
  OWN_PAGES_TAG,
  async () =>
    (await readServiceRecords(undefined, OWN_PAGE_PREFIX)).map((record) => ({
      ...record,
      draft: null,
    })),
  false,
);

let lastKnown: OwnPageEntry[] = [];

/**
 * Every page the public may know of (live and unpublished), in the order they were added. While
 * the database cannot be read: the last list read here (the page is kept only briefly).
 */
export async function loadOwnPages(): Promise<OwnPageEntry[]> {
  if (isBuilding()) return [];
  try {
    lastKnown = ownPageEntries(await cachedRecords());
    return lastKnown;
  } catch (error) {
    console.error('[own pages]', error instanceof Error ? error.message : error);
    await keepPageBriefly().catch(() => undefined);
    return lastKnown;
  }
}

export const liveOwnPages = async () =>
  (await loadOwnPages()).filter((page) => page.status === 'live');

/** The page at /{segment} (live or unpublished), if any. */
export async function ownPageAt(segment: string): Promise<OwnPageEntry | undefined> {
  const address = decodedSegment(segment);
  return (await loadOwnPages()).find((page) => page.address === address);
}

/** The back office's view: read fresh, drafts included. */
export async function ownPagesNow(): Promise<OwnPageEntry[]> {
  return ownPageEntries(await readServiceRecords(undefined, OWN_PAGE_PREFIX), true);
}
