import { getBackend } from '@/lib/backend';
import { idSchema } from '@/lib/domain/id';
import { door } from '@/lib/doors/door';
import { jsonError } from '@/lib/http/respond';

/**
 * News banners stored in the database. URLs carry the banner's version, so they are cached for
 * good; any other version answers 404, so that the image optimiser cannot be made to encode the
 * same banner again for every made-up `?v=` (about 0.8 s of CPU each).
 */
export const GET = door<undefined, { params: Promise<{ id: string }> }>(
  { sameOrigin: 'never', cacheControl: null },
  async (request, context) => {
    const id = idSchema.safeParse((await context.params).id);
    if (!id.success) return jsonError(404, 'Not found.');
    const image = await (await getBackend()).getNewsImage(id.data);
    const asked = new URL(request.url).searchParams.get('v');
    if (!image || (asked !== null && asked !== image.version)) return jsonError(404, 'Not found.');
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
      },
    });
  },
);
