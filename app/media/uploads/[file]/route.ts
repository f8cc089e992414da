import { door } from '@/lib/doors/door';
import { jsonError } from '@/lib/http/respond';
import { mediaFileSchema } from '@/lib/own-data/media/media-file';
import { getMedia } from '@/lib/own-data/media/store';

/**
 * Images uploaded into news and job text. An image never changes under its address (a new
 * upload gets a new one), so it is cached for good; its type is the one its bytes were judged
 * to be, and the browser is told not to guess another.
 */
export const GET = door<undefined, { params: Promise<{ file: string }> }>(
  { sameOrigin: 'never', cacheControl: null },
  async (_request, context) => {
    const file = mediaFileSchema.safeParse((await context.params).file);
    if (!file.success) return jsonError(404, 'Not found.');
    const image = await getMedia(file.data.id, file.data.contentType);
    if (!image) return jsonError(404, 'Not found.');
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
