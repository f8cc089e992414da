import 'server-only';
import { BackendError, notFound } from '@/lib/domain/backend-error';
import type { ImageBytes } from '@/lib/domain/image';
import type { UpstreamConfig } from './client';
import { ownUrl } from './links';
import { readCapped } from './read-capped';

const IMAGE_LIMIT = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;
// Raster images only: an SVG served from our origin could carry script.
const IMAGE_TYPE = /^image\/(jpeg|png|webp|gif|avif|bmp)$/;

/** Django's MEDIA_URL: where the API's uploaded files are served, publicly. */
const MEDIA_PATH = '/media/';

const failed = () => new BackendError('upstream', 'The image could not be loaded');

/** `link` when it is a file under the API's media path, else null. */
function mediaUrl(link: string, base: string | URL, config: UpstreamConfig): URL | null {
  const url = ownUrl(new URL(link, base).href, config.baseUrl);
  return url && url.pathname.startsWith(MEDIA_PATH) && !url.pathname.includes('..') ? url : null;
}

/**
 * Fetches a news image for /media/upstream. Only absolute addresses under the media path of
 * API_BASE_URL's origin, redirects followed only while they stay there, 10 MB at most, image
 * types only: the route is a window on the API's uploaded images, never an open proxy. The API
 * token is not sent: the route serves anonymous visitors, and media are public files.
 */
export async function fetchUpstreamImage(config: UpstreamConfig, src: string): Promise<ImageBytes> {
  const first = /^https?:\/\//i.test(src) ? mediaUrl(src, src, config) : null;
  if (!first) throw new BackendError('invalid', 'This image address is not allowed.');
  let url: URL = first;
  const signal = AbortSignal.timeout(config.timeoutMs);
  const headers: Record<string, string> = { Accept: 'image/*' };
  try {
    for (let hop = 0; ; hop += 1) {
      const response: Response = await fetch(url, { headers, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next: URL | null = location ? mediaUrl(location, url, config) : null;
        if (!next || hop >= MAX_REDIRECTS) throw failed();
        url = next;
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw notFound('Image');
      }
      const contentType = (response.headers.get('content-type') ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!response.ok || !IMAGE_TYPE.test(contentType)) {
        await response.body?.cancel();
        throw failed();
      }
      return { bytes: await readCapped(response, IMAGE_LIMIT), contentType };
    }
  } catch (error) {
    if (error instanceof BackendError) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[backend:upstream] image fetch failed (${reason})`);
    throw failed();
  }
}
