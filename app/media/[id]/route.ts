import { getBackend } from '@/lib/backend';
import { idSchema } from '@/lib/backend/types';
import { fromError, jsonError } from '@/lib/http/respond';

/** News banners stored in the database. URLs carry a version, so they can be cached for good. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    const id = idSchema.safeParse((await context.params).id);
    if (!id.success) return jsonError(404, 'Not found.');
    const image = await (await getBackend()).getNewsImage(id.data);
    if (!image) return jsonError(404, 'Not found.');
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
      },
    });
  } catch (error) {
    return fromError(error);
  }
}
