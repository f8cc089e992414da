import 'server-only';
import { getBackend } from '@/lib/backend';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import type { PrivacyStores } from './find-person';

/** The server's stores: the Backend of its mode and its own database. */
export async function privacyStores(): Promise<PrivacyStores> {
  const [backend, db] = await Promise.all([getBackend(), ownDatabase()]);
  return { backend, db };
}
