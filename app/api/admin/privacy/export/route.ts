import { adminDoor } from '@/lib/doors/admin-door';
import { attachmentDisposition } from '@/lib/http/attachment';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { exportPersonalData } from '@/lib/privacy/export-personal-data';
import { findInputSchema } from '@/lib/privacy/schema';

/**
 * { email }: everything held about that address as one ZIP, always an attachment, never kept by
 * a cache. A POST, so the address is never in a URL (access logs, browser history).
 */
export const POST = adminDoor('privacy', async ({ request, account }) => {
  const parsed = findInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const zip = await exportPersonalData(account, parsed.data.email);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(zip.byteLength),
      'Content-Disposition': attachmentDisposition(
        `personal-data-${day}.zip`,
        'zip',
        'personal-data',
      ),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
