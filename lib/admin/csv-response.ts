import 'server-only';
import { attachmentDisposition } from '@/lib/http/attachment';

/**
 * A CSV download: always an attachment, never sniffed into HTML, never kept by a cache (the
 * rows are personal data).
 */
export function csvResponse(filename: string, csv: string): Response {
  const body = Buffer.from(csv, 'utf8');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': attachmentDisposition(filename, 'csv', 'export'),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
