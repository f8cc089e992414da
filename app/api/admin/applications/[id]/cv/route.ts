import { cvExtension } from '@/lib/domain/application';
import { getApplicationCv } from '@/lib/applications/store';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { attachmentDisposition } from '@/lib/http/attachment';
import { jsonError } from '@/lib/http/respond';

/**
 * A visitor's file: always a download (never shown inline, where a crafted file could run in
 * the site's origin), never sniffed into another type.
 */
export const GET = adminDoor<{ id: string }>('applications', async ({ params }) => {
  const id = parseId(params.id);
  const cv = await getApplicationCv(id);
  if (!cv) return jsonError(404, 'Application not found');
  return new Response(Buffer.from(cv.bytes), {
    headers: {
      'Content-Type': cv.contentType,
      'Content-Length': String(cv.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(
        cv.name,
        cvExtension(cv.contentType),
        `cv-${id}`,
      ),
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
