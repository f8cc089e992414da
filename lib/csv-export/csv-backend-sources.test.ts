// The messages and visitors exports in embedded mode, read by keyset on a real PGlite database,
// against the same exports read through the numbered pages as before (issue 54).
import { beforeAll, describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const own = withOwnDatabase('csv-backend-sources');

const { sql } = await import('drizzle-orm');
const { createEmbeddedBackend } = await import('@/lib/backend/embedded');
const { withCleanWrites } = await import('@/lib/backend/clean-writes');
const { withImageAlts } = await import('@/lib/backend/image-alts');
const { MESSAGE_COLUMNS, VISITOR_COLUMNS } = await import('./csv-exports');
const { csvStream } = await import('./csv-stream');
const { KEYSET_PAGE_ROWS, openMessagesExport, openVisitorsExport } = await import('./csv-sources');
type Backend = import('@/lib/backend/backend').Backend;
type OpenedExport = import('./csv-response').OpenedExport;

/** Past the numbered pages' bound of 10,000 rows. */
const VISITS = 10_050;
const MESSAGES = 1_234;
let backend: Backend;
/** The same Backend without its keyset reads: the numbered pages, as upstream mode reads. */
let paged: Backend;
/**
 * The numbered pages of visits end here for the comparison: each page counts every visit, so
 * reading all 1,000 of them took a minute of the test's time; the first 60 show the same order.
 */
const COMPARED_PAGES = 60;

const text = async (columns: readonly string[], opened: OpenedExport) =>
  Buffer.from(await new Response(csvStream(columns, opened.rows)).arrayBuffer()).toString('utf8');

beforeAll(async () => {
  const database = await own.database();
  // As getBackend assembles it: the wrappers must pass the keyset reads through.
  backend = withImageAlts(withCleanWrites(createEmbeddedBackend(database, { adminUser: 'a' })));
  paged = {
    ...backend,
    visitorsBefore: undefined,
    messagesBefore: undefined,
    listVisitors: async (page) => {
      const read = await backend.listVisitors(page);
      return page >= COMPARED_PAGES ? { ...read, next: null } : read;
    },
  };
  // Every third row shares its moment with the one before, one run of ties spans a batch's end
  // (rows 480-530 at one moment), and some carry microseconds a JavaScript Date rounds away.
  const at = (i: string) =>
    sql.raw(`CASE WHEN ${i} BETWEEN 480 AND 530
      THEN timestamptz '2026-11-24 12:00:00+00' - interval '1 hour'
      ELSE timestamptz '2026-11-24 12:00:00+00' - floor(${i} - ${i} / 3.0) * interval '1 second'
    END + CASE WHEN ${i} % 10 = 0 THEN interval '123 microseconds' ELSE interval '0' END`);
  await database.db.execute(sql`INSERT INTO visitors (created_at, ip_address)
    SELECT ${at('i')}, '10.' || (i / 256) || '.' || (i % 256) || '.1'
    FROM generate_series(0, ${VISITS - 1}) AS i`);
  await database.db.execute(sql`INSERT INTO messages
      (created_at, full_name, user_email, phone_number, service_of_interest, description)
    SELECT ${at('i')}, CASE WHEN i % 7 = 0 THEN '=HYPERLINK("x") Smith' ELSE 'Sender ' || i END,
      'sender' || i || '@example.com', '+44 121 496 0000',
      (ARRAY['Payroll', 'Tax', 'Audit'])[i % 3 + 1], 'Line one' || chr(10) || 'line "two" ' || i
    FROM generate_series(0, ${MESSAGES - 1}) AS i`);
  await database.db.execute(sql`INSERT INTO replies (message_id, reply_text, admin_user)
    SELECT id, 'Thanks', 'Olu' FROM messages WHERE id % 4 = 0`);
  await database.db.execute(sql`INSERT INTO lead_sources (kind, ref_id, utm_source)
    SELECT 'message', id, 'newsletter' FROM messages WHERE id % 5 = 0`);
});

describe('the visitors export in embedded mode', () => {
  it('writes every visit once, past the bound, the first ones as the numbered pages did', async () => {
    expect(backend.visitorsBefore).toBeTypeOf('function');
    const keyset = await openVisitorsExport(backend);
    expect(keyset.filename).toMatch(/^visitors-\d{4}-\d{2}-\d{2}\.csv$/);
    const before = await openVisitorsExport(paged);
    const [all, bounded] = [
      await text(VISITOR_COLUMNS, keyset),
      await text(VISITOR_COLUMNS, before),
    ];
    // The keyset read writes the bytes the numbered pages wrote, then the rest.
    expect(bounded.split('\r\n').slice(1, -1)).toHaveLength(COMPARED_PAGES * 10);
    expect(all.startsWith(bounded)).toBe(true);
    const records = all.split('\r\n').slice(1, -1);
    expect(records).toHaveLength(VISITS);
    expect(new Set(records.map((record) => record.split(',')[1])).size).toBe(VISITS);
  });
});

describe('the messages export in embedded mode', () => {
  it('writes the bytes of the numbered pages, over several batches', async () => {
    expect(MESSAGES).toBeGreaterThan(2 * KEYSET_PAGE_ROWS);
    const keyset = await openMessagesExport(backend);
    expect(keyset.filename).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const all = await text(MESSAGE_COLUMNS, keyset);
    expect(all).toBe(await text(MESSAGE_COLUMNS, await openMessagesExport(paged)));
    expect(all.match(/@example\.com/g)).toHaveLength(MESSAGES);
    expect(all).toContain('newsletter');
  });

  it('writes the rows each filter selects, as the filtered list pages them', async () => {
    const filters = [
      { status: 'replied' as const },
      { status: 'unreplied' as const, service: 'Tax' },
      { status: 'all' as const, q: 'sender1' },
    ];
    for (const filter of filters) {
      const keyset = await text(MESSAGE_COLUMNS, await openMessagesExport(backend, filter));
      const listed = await text(MESSAGE_COLUMNS, await openMessagesExport(paged, filter));
      expect(keyset, JSON.stringify(filter)).toBe(listed);
      expect(keyset.split('\r\n').length, JSON.stringify(filter)).toBeGreaterThan(3);
    }
  });

  it('reads on from each cursor through ties, losing and repeating none', async () => {
    const ids: number[] = [];
    for (let cursor = null, batch; ; cursor = batch.at(-1)!.cursor) {
      batch = await backend.messagesBefore!(cursor, 7, { status: 'all', service: 'Payroll' });
      ids.push(...batch.map((row) => row.item.id));
      if (batch.length < 7) break;
    }
    const listed: number[] = [];
    for (let page = 1, next: number | null = 1; next; page += 1) {
      const list = await backend.listMessages(page, { status: 'all', service: 'Payroll' });
      listed.push(...list.results.map((message) => message.id));
      next = list.next;
    }
    expect(ids).toEqual(listed);
    expect(new Set(ids).size).toBe(Math.ceil(MESSAGES / 3));
  });
});
