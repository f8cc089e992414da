import 'server-only';
import { env } from '@/lib/config/env';
import { loopbackOrigin } from '@/lib/http/loopback-origin';
import { INTERNAL_HEADER, internalSecret } from './internal-request';
import { SKIP_REDIRECTS_HEADER } from './skip-header';

/**
 * Asks this server itself for `path` over the loopback, as a visitor would but with the
 * redirects left out (SKIP_REDIRECTS_HEADER): what Next answers there, redirects not followed.
 * It names itself with this process's secret (internal-request.ts), which the internal routes
 * (/_service, /_missing) ask of every request.
 */
export function askThisServer(
  path: string,
  init: { method?: string; headers?: HeadersInit } = {},
): Promise<Response> {
  const config = env();
  const headers = new Headers(init.headers);
  headers.set(SKIP_REDIRECTS_HEADER, '1');
  headers.set(INTERNAL_HEADER, internalSecret());
  headers.set('accept-encoding', 'identity');
  return fetch(new URL(path, loopbackOrigin(config.PORT, config.HOSTNAME)), {
    method: init.method ?? 'GET',
    headers,
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
}

/** What `path` answers today: its status, asked as a browser asks for a page. */
export async function statusToday(path: string): Promise<number> {
  const response = await askThisServer(path, { headers: { accept: 'text/html' } });
  await response.body?.cancel();
  return response.status;
}
