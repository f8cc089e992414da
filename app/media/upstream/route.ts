import type { NextRequest } from 'next/server';
import { getUpstreamImage } from '@/lib/backend';
import { fromError } from '@/lib/http/respond';

/**
 * News banners of the existing API, served from our own origin so the browser never calls
 * API_BASE_URL. `src` must be an address on that API's origin; anything else answers 400.
 */
export async function GET(request: NextRequest) {
  try {
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
