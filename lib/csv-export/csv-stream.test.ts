import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { LeadSource } from '@/lib/domain/lead-source';
import type { Message } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import type { Visitor } from '@/lib/domain/visitor';
import { claimExport, EXPORT_IDLE_MS } from './csv-export-lock';
import {
  MESSAGE_COLUMNS,
  messageRow,
  messagesCsv,
  VISITOR_COLUMNS,
  visitorRow,
  visitorsCsv,
} from './csv-exports';
import { nextTurn } from '@/lib/runtime/next-turn';
import { csvStream, keysetPages, openPagedExport, primed, rowsOf } from './csv-stream';

// A collection on demand, to measure what the export keeps rather than garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapKept = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** Pages of `size` of `items`, as a Backend's list serves them. */
function pagesOf<T>(items: T[], size: number, reads: number[] = []) {
  return async (page: number): Promise<Page<T>> => {
    reads.push(page);
    const results = items.slice((page - 1) * size, page * size);
    const last = Math.max(1, Math.ceil(items.length / size));
    return {
      results,
      count: items.length,
      next: page < last ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const NAMES = [
  '=HYPERLINK("http://evil.example","x") Smith',
  'Zoë Ångström, Jr.',
  ' @sum',
  'Line one\r\nline two',
  '"Quoted"',
  '日本語 🎉',
  null,
];

const messages: Message[] = Array.from({ length: 137 }, (_, i) => ({
  id: 1000 - i,
  created_at: new Date(Date.UTC(2026, 10, 24) - i * 3_600_000).toISOString(),
  full_name: NAMES[i % NAMES.length]!,
  userEmail: `person${i}@example.com`,
  user: null,
  phone_number: i % 3 === 0 ? '+44 7700 900123' : '0121 496 0000',
  service_of_interest: 'Payroll',
  description: `Message ${i}, with a comma`,
  replies:
    i % 4 === 0
      ? [{ id: i, created_at: '2026-11-25T09:00:00+01:00', reply_text: 'Hi', admin_user: 'a' }]
      : [],
}));

const sources = new Map<number, LeadSource>(
  messages
    .filter((_, i) => i % 5 === 0)
    .map((message) => [
      message.id,
      {
        landing_page: '/?utm_source=news',
        referrer: null,
        utm_source: 'news',
        utm_medium: null,
        utm_campaign: '=spring',
      },
    ]),
);

describe('a streamed export', () => {
  it("writes the same bytes as today's whole-file CSV over several pages", async () => {
    const { complete, pages } = await openPagedExport(pagesOf(messages, 10), {
      maxPages: 1000,
      idOf: (message) => message.id,
    });
    expect(complete).toBe(true);
    const rows = await primed(
      rowsOf(pages, (batch) =>
        batch.map((message) => messageRow(message, sources.get(message.id))),
      ),
    );
    const streamed = await bytesOf(csvStream(MESSAGE_COLUMNS, rows));
    expect(streamed.equals(Buffer.from(messagesCsv(messages, sources), 'utf8'))).toBe(true);
    expect([...streamed.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('reads every page in the context of the request that made it, whoever reads the stream', async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    async function* batches() {
      for (let page = 0; page < 4; page += 1) {
        seen.push(request.getStore());
        yield [[page]];
      }
    }
    const stream = request.run('the export', () => csvStream(['n'], batches()));
    // A client slower than the reads: each page is asked for by its read, from outside.
    const reader = stream.getReader();
    while (!(await reader.read()).done) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen).toEqual(Array(4).fill('the export'));
  });

  it('writes the header alone for an empty list, as toCsv does', async () => {
    const { pages } = await openPagedExport(pagesOf<Visitor>([], 10), { maxPages: 1000 });
    const streamed = await bytesOf(
      csvStream(VISITOR_COLUMNS, await primed(rowsOf(pages, (b) => b.map(visitorRow)))),
    );
    expect(streamed.toString('utf8')).toBe(visitorsCsv([]));
  });

  it('holds one page at a time, its heap flat, over 100,000 rows', async () => {
    const ROWS = 100_000;
    const SIZE = 500;
    // Each row about 1 kB: the file is about 100 MB, far above the bound below.
    const padding = 'x'.repeat(1000);
    const visit = (n: number): Visitor => ({
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
      ip_address: `${n}-${padding}`,
    });
    let pagesRead = 0;
    let chunksTaken = 0;
    let mostAhead = 0;
    const readPage = async (page: number): Promise<Page<Visitor>> => {
      pagesRead += 1;
      // Pages read but not yet taken by the client (the header is chunk one).
      mostAhead = Math.max(mostAhead, pagesRead - (chunksTaken - 1));
      const first = (page - 1) * SIZE;
      const results = Array.from({ length: Math.min(SIZE, ROWS - first) }, (_, i) =>
        visit(first + i),
      );
      return {
        results,
        count: ROWS,
        next: first + SIZE < ROWS ? page + 1 : null,
        previous: null,
      };
    };
    const before = heapKept();
    let peak = before;
    const { pages } = await openPagedExport(readPage, { maxPages: 1000 });
    const reader = csvStream(
      VISITOR_COLUMNS,
      await primed(rowsOf(pages, (batch) => batch.map(visitorRow))),
    ).getReader();
    let bytes = 0;
    let records = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunksTaken += 1;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) records += 1;
      if (chunksTaken % 20 === 0) peak = Math.max(peak, heapKept());
    }
    expect(records).toBe(ROWS + 1);
    expect(pagesRead).toBe(ROWS / SIZE);
    expect(bytes).toBeGreaterThan(100_000_000);
    // Never more than the page being written and the one queued behind it.
    expect(mostAhead).toBeLessThanOrEqual(2);
    // What stays after a collection, measured every 20 pages: a few pages' worth (a page is
    // 0.5 MB), where the whole file would keep ~100 MB (twice, as text and as bytes).
    expect(peak - before).toBeLessThan(10_000_000);
  }, 60_000);

  it('stops reading when the client goes away', async () => {
    const reads: number[] = [];
    let ended = 0;
    const many = Array.from({ length: 1000 }, (_, i) => ({
      created_at: '2026-11-20T10:00:00Z',
      ip_address: `10.0.${Math.floor(i / 256)}.${i % 256}`,
    }));
    const { pages } = await openPagedExport(pagesOf(many, 10, reads), { maxPages: 1000 });
    const reader = csvStream(
      VISITOR_COLUMNS,
      await primed(rowsOf(pages, (batch) => batch.map(visitorRow))),
      { onEnd: () => (ended += 1) },
    ).getReader();
    await reader.read(); // the header
    await reader.read(); // page 1
    await reader.read(); // page 2
    await reader.cancel();
    const readWhenCancelled = reads.length;
    for (let i = 0; i < 20; i += 1) await nextTurn();
    expect(reads.length).toBe(readWhenCancelled);
    expect(readWhenCancelled).toBeLessThanOrEqual(4);
    expect(ended).toBe(1);
  });

  it('fails the download, and ends, when a later page cannot be read', async () => {
    let ended = 0;
    const failing = async (page: number): Promise<Page<Visitor>> => {
      if (page === 3) throw new Error('The service answered with an error (HTTP 500)');
      return { results: [visitorOf(page)], count: 5, next: page + 1, previous: null };
    };
    const visitorOf = (n: number) => ({ created_at: '2026-11-20T10:00:00Z', ip_address: `::${n}` });
    const { pages } = await openPagedExport(failing, { maxPages: 1000 });
    const stream = csvStream(
      VISITOR_COLUMNS,
      await primed(rowsOf(pages, (batch) => batch.map(visitorRow))),
      { onEnd: () => (ended += 1) },
    );
    await expect(bytesOf(stream)).rejects.toThrow('HTTP 500');
    expect(ended).toBe(1);
  });
});

describe('openPagedExport', () => {
  it('reads at most maxPages and says the file is partial when the list is longer', async () => {
    const reads: number[] = [];
    const items = Array.from({ length: 95 }, (_, i) => ({ id: i }));
    const { complete, pages } = await openPagedExport(pagesOf(items, 10, reads), {
      maxPages: 3,
    });
    expect(complete).toBe(false);
    const read: number[] = [];
    for await (const page of pages) read.push(...page.map((item) => item.id));
    expect(read).toEqual(items.slice(0, 30).map((item) => item.id));
    expect(reads).toEqual([1, 2, 3]);
  });

  it('writes a row pushed onto the next page by a new one once', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ id: 100 - i }));
    const read = pagesOf(items, 10);
    const { pages } = await openPagedExport(
      async (page) => {
        // A new message arrives after the first page was read.
        if (page === 2) items.unshift({ id: 101 });
        return read(page);
      },
      { maxPages: 1000, idOf: (item) => item.id },
    );
    const ids: number[] = [];
    for await (const page of pages) ids.push(...page.map((item) => item.id));
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => 100 - i));
  });
});

describe('keysetPages', () => {
  const table = Array.from({ length: 23 }, (_, i) => ({ id: 23 - i }));
  const readAfter =
    (calls: [number | null, number][]) => async (after: number | null, n: number) => {
      calls.push([after, n]);
      return table.filter((row) => after === null || row.id < after).slice(0, n);
    };

  it('reads from the last key of each page, to a short page', async () => {
    const calls: [number | null, number][] = [];
    const ids: number[] = [];
    for await (const page of keysetPages(readAfter(calls), (row) => row.id, { pageRows: 10 }))
      ids.push(...page.map((row) => row.id));
    expect(ids).toEqual(table.map((row) => row.id));
    expect(calls).toEqual([
      [null, 10],
      [14, 10],
      [4, 10],
    ]);
  });

  it('stops at maxRows', async () => {
    const calls: [number | null, number][] = [];
    const ids: number[] = [];
    const pages = keysetPages(readAfter(calls), (row) => row.id, { pageRows: 10, maxRows: 15 });
    for await (const page of pages) ids.push(...page.map((row) => row.id));
    expect(ids).toHaveLength(15);
    expect(calls).toEqual([
      [null, 10],
      [14, 5],
    ]);
  });
});

describe('claimExport', () => {
  it('refuses a second export of the same list by the same account until the first ends', () => {
    const first = claimExport(1, 'messages')!;
    expect(first).not.toBeNull();
    expect(claimExport(1, 'messages')).toBeNull();
    // Another list, or another account, is another export.
    const visitors = claimExport(1, 'visitors');
    const someoneElse = claimExport(2, 'messages');
    expect(visitors).not.toBeNull();
    expect(someoneElse).not.toBeNull();
    first.release();
    first.release();
    const again = claimExport(1, 'messages');
    expect(again).not.toBeNull();
    for (const claim of [visitors, someoneElse, again]) claim!.release();
  });

  it('takes an export nobody has read from for a minute as abandoned', () => {
    let now = 0;
    const clock = () => now;
    const first = claimExport(3, 'activity', clock)!;
    now = EXPORT_IDLE_MS - 1;
    expect(claimExport(3, 'activity', clock)).toBeNull();
    first.touch();
    now += EXPORT_IDLE_MS - 1;
    expect(claimExport(3, 'activity', clock)).toBeNull();
    now += 1;
    const second = claimExport(3, 'activity', clock)!;
    expect(second).not.toBeNull();
    // The first one's late release does not free the second's claim.
    first.release();
    expect(claimExport(3, 'activity', clock)).toBeNull();
    second.release();
  });
});
