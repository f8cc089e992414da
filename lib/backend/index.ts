import 'server-only';
import { env } from '@/lib/env';
import { getDatabase } from '@/lib/db/client';
import { createEmbeddedBackend } from './embedded';
import { BackendError } from './errors';
import type { Backend } from './types';

export { BackendError } from './errors';
export type * from './types';

const holder = globalThis as unknown as { __backend?: Promise<Backend> };

async function createBackend(): Promise<Backend> {
  const config = env();
  if (config.API_BASE_URL) {
    throw new BackendError('unavailable', 'The upstream adapter is not available yet');
  }
  const database = await getDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  }).catch((error: unknown) => {
    console.error('[backend] cannot open the database', error);
    throw new BackendError('unavailable', 'The database is unavailable');
  });
  return createEmbeddedBackend(database, { adminUser: config.ADMIN_USER });
}

/** The only entry point for callers: picks the adapter from the environment, once. */
export function getBackend(): Promise<Backend> {
  holder.__backend ??= createBackend().catch((error: unknown) => {
    holder.__backend = undefined;
    throw error;
  });
  return holder.__backend;
}
