import 'server-only';
import { env } from '@/lib/env';
import { getDatabase, type Db } from './client';

/**
 * The product's own database (rate limits, revoked sessions), or null in upstream mode without
 * DATABASE_URL, where the product keeps no database and such state lives in memory.
 */
export async function ownDatabase(): Promise<Db | null> {
  const config = env();
  if (config.API_BASE_URL && !config.DATABASE_URL) return null;
  return (await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })).db;
}
