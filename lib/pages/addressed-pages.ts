import 'server-only';
import { ownPagesNow } from '@/lib/own-pages/own-page-list';
import { serviceEntriesNow } from './service-pages';

/**
 * Every page at an address of one segment that the back office made or moved: the services and
 * the pages of the firm's own, which share those addresses (no two may take the same one).
 */
export async function addressedPagesNow() {
  const [services, pages] = await Promise.all([serviceEntriesNow(), ownPagesNow()]);
  return [...services, ...pages];
}
