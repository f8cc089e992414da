import type { NextRequest } from 'next/server';
import { getUpstreamImage } from '@/lib/backend';
import { clientIp } from '@/lib/http/client-ip';
import { fromError, jsonError } from '@/lib/http/respond';
import { hitRateLimit, UPSTREAM_IMAGE_LIMIT } from '@/lib/http/rate-limit';

/**
 * News banners of the existing API, served from our own origin so the browser never calls
 * API_BASE_URL. `src` must be a file under that API's media path; anything else answers 400.
 * Each IP may fetch UPSTREAM_IMAGE_LIMIT a minute, so the route cannot be used to load the API.
 */
export async function GET(request: NextRequest) {
  try {
    if (!(await hitRateLimit(UPSTREAM_IMAGE_LIMIT, await clientIp()))) {
      return jsonError(429, 'Too many requests. Please slow down.');
    }
    const image = await getUpstreamImage(request.nextUrl.searchParams.get('src') ?? '');
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
        'Content-Disposition': 'inline',
      },
    });
  } catch (error) {
    return fromError(error);
  }
}
