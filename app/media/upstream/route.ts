import { getUpstreamImage } from '@/lib/backend';
import { door, SLOW_DOWN } from '@/lib/doors/door';
import { UPSTREAM_IMAGE_LIMIT } from '@/lib/http/rate-limit';

/**
 * News banners of the existing API, served from our own origin so the browser never calls
 * API_BASE_URL. `src` must be a file under that API's media path; anything else answers 400.
 * Each IP may fetch UPSTREAM_IMAGE_LIMIT a minute, so the route cannot be used to load the API.
 */
export const GET = door(
  {
    sameOrigin: 'never',
    limitPerIp: { rule: UPSTREAM_IMAGE_LIMIT, message: SLOW_DOWN },
    cacheControl: null,
  },
  async (request) => {
    const image = await getUpstreamImage(request.nextUrl.searchParams.get('src') ?? '');
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
        'Content-Disposition': 'inline',
      },
    });
  },
);
