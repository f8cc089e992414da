import 'server-only';
import { attachmentDisposition } from '@/lib/http/attachment';
import { jsonError } from '@/lib/http/respond';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { claimExport, EXPORT_RETRY_AFTER_SECONDS, EXPORT_RUNNING_MESSAGE } from './csv-export-lock';
import { csvStream, type Rows } from './csv-stream';

/**
 * A CSV download: always an attachment, never sniffed into HTML, never kept by a cache (the
 * rows are personal data).
 */
const csvHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': attachmentDisposition(filename, 'csv', 'export'),
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

export function csvResponse(filename: string, csv: string): Response {
  const body = Buffer.from(csv, 'utf8');
  return new Response(body, {
    headers: { ...csvHeaders(filename), 'Content-Length': String(body.byteLength) },
  });
}

export type OpenedExport = {
  filename: string;
  /** The rows, page by page; the first page already read (./csv-stream.ts primed). */
  rows: AsyncGenerator<Rows, void, undefined>;
};

type StreamedExport = {
  request: Request;
  account: Actor & { id: number };
  /** Which list: one export of it at a time per account. */
  list: string;
  columns: readonly string[];
  /**
   * Reads the first page, so that a failure there is answered as any door's (a 502 when the
   * firm's API is down) rather than as a download cut short, and names the file.
   */
  open: () => Promise<OpenedExport>;
  /**
   * The activity log's entry ("Exported the messages"), written once the first page is read (so
   * the log's export leaves it out).
   */
  summary: string;
};

/**
 * A list's export as a streamed CSV download (no Content-Length: its length is known only once
 * written). One at a time per account and list: a second one while the first is being written is
 * refused (./csv-export-lock.ts says why 429). HEAD answers the headers without reading the rows.
 */
export async function streamedCsvResponse(spec: StreamedExport): Promise<Response> {
  const claim = claimExport(spec.account.id, spec.list);
  if (!claim) {
    const refused = jsonError(429, EXPORT_RUNNING_MESSAGE);
    refused.headers.set('Retry-After', String(EXPORT_RETRY_AFTER_SECONDS));
    return refused;
  }
  let opened: OpenedExport | undefined;
  try {
    opened = await spec.open();
    if (spec.request.method === 'HEAD') {
      await opened.rows.return(undefined);
      claim.release();
      return new Response(null, { headers: csvHeaders(opened.filename) });
    }
    await recordActivity(spec.account, { kind: 'export', summary: spec.summary });
  } catch (error) {
    claim.release();
    await opened?.rows.return(undefined);
    throw error;
  }
  const body = csvStream(spec.columns, opened.rows, {
    onPull: claim.touch,
    onEnd: claim.release,
  });
  return new Response(body, { headers: csvHeaders(opened.filename) });
}
