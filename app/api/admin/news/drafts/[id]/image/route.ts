import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { jsonError } from '@/lib/http/respond';
import { getNewsDraftImage } from '@/lib/news/draft-actions';

/** A draft's banner, to the back office only: nothing of a draft is public. */
export const GET = adminDoor<{ id: string }>('news', async ({ params }) => {
  const image = await getNewsDraftImage(parseId(params.id));
  if (!image) return jsonError(404, 'Not found.');
  return new Response(Buffer.from(image.bytes), {
    headers: { 'Content-Type': image.contentType, 'Content-Disposition': 'inline' },
  });
});
