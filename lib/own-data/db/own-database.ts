import 'server-only';
import { env } from '@/lib/config/env';
import { getDatabase, type Db } from './client';

/**
 * The product's own database: applications, images of rich text, rate limits, revoked sessions,
 * shared cache tags.
 * It exists in every mode (PGlite in DATA_DIR, or DATABASE_URL); with API_BASE_URL set it holds
 * only that, the firm's data staying in its API.
 */
export async function ownDatabase(): Promise<Db> {
  const config = env();
  return (await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })).db;
}
