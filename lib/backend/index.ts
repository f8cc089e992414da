import 'server-only';
import { env } from '@/lib/config/env';
import type { Env } from '@/lib/config/env-schema';
import { withCleanWrites } from './clean-writes';
import { withImageAlts } from './image-alts';
import { withMediaUses } from './media-uses';
import { BackendError, notFound } from '@/lib/domain/backend-error';
import type { Backend } from './backend';
import type { ImageBytes } from '@/lib/domain/image';
import type { UpstreamConfig } from './upstream';

export { BackendError } from '@/lib/domain/backend-error';

const holder = globalThis as unknown as { __backend?: Promise<Backend> };

function upstreamConfig(config: Env & { API_BASE_URL: string }): UpstreamConfig {
  return {
    baseUrl: config.API_BASE_URL,
    token: config.API_TOKEN,
    adminUser: config.ADMIN_USER,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  };
}

// Adapters load on demand: in upstream mode the database modules are never even imported.
async function createBackend(): Promise<Backend> {
  const config = env();
  if (config.API_BASE_URL) {
    const { createUpstreamBackend } = await import('./upstream');
    const upstream = createUpstreamBackend(
      upstreamConfig({ ...config, API_BASE_URL: config.API_BASE_URL }),
    );
    // The media library's usage table follows our own writes to the API (./media-uses.ts).
    return withMediaUses(upstream);
  }
  const { getDatabase } = await import('@/lib/own-data/db/client');
  const { createEmbeddedBackend } = await import('./embedded');
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
  holder.__backend ??= createBackend().then(
    (backend) => withImageAlts(withCleanWrites(backend)),
    (error: unknown) => {
      holder.__backend = undefined;
      throw error;
    },
  );
  return holder.__backend;
}

/**
 * A news image of the existing API, for /media/upstream (upstream mode only): fetched from
 * API_BASE_URL's origin and nowhere else.
 */
export async function getUpstreamImage(src: string): Promise<ImageBytes> {
  const config = env();
  if (!config.API_BASE_URL) throw notFound('Image');
  const { fetchUpstreamImage } = await import('./upstream/media');
  return fetchUpstreamImage(upstreamConfig({ ...config, API_BASE_URL: config.API_BASE_URL }), src);
}
