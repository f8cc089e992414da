import { adminRoute } from '@/lib/auth/admin-route';
import { attachmentDisposition } from '@/lib/http/attachment';
import { invalidInput } from '@/lib/http/respond';
import { exportPerson } from '@/lib/privacy/export-person';
import { findQuerySchema } from '@/lib/privacy/schema';
import { privacyStores } from '@/lib/privacy/stores';

/**
 * ?email=: everything held about that address as one ZIP. A GET, so the browser saves it as a
 * plain download link; always an attachment, never kept by a cache.
 */
export const GET = adminRoute(async ({ request }) => {
  const parsed = findQuerySchema.safeParse({
    email: request.nextUrl.searchParams.get('email') ?? '',
  });
  if (!parsed.success) return invalidInput(parsed.error);
  const zip = await exportPerson(await privacyStores(), parsed.data.email);
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
