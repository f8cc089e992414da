// A CSV export written as it is read, so that its memory is one page's whatever the list's
// length (issue 54): the stream, and the two ways it reads (the Backend's numbered pages, or the
// product's own tables by keyset). Pure: takes the readers.
import { AsyncResource } from 'node:async_hooks';
import type { Page } from '@/lib/domain/paging';
import { nextTurn } from '@/lib/runtime/next-turn';
import { pacer } from '@/lib/runtime/pacer';
import { csvRecords, csvStart, type CsvCell } from './csv';

export type Rows = readonly (readonly CsvCell[])[];

/**
 * The file as a stream: the BOM and header first, then each batch's records as `batches` yields
 * it; the same bytes as toCsv of every row at once. `pull` asks for the next batch only once the
 * one before has been taken (the queue holds one chunk), so a slow client slows the reads rather
 * than filling memory. A client that goes away cancels the stream, which ends the reader (its
 * `finally` runs, no further page is read). `onPull` runs each time the client wants more;
 * `onEnd` runs once, however the stream ends.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterator<Rows>,
  { onPull, onEnd }: { onPull?: () => void; onEnd?: () => void } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // Later pages are read when the client asks for more, from the framework's context: bound to
  // the request that made the stream, they stay back-office work (lib/own-data/db).
  const nextBatch = AsyncResource.bind(() => batches.next());
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvStart(header)));
      },
      async pull(controller) {
        onPull?.();
        try {
          for (;;) {
            const next = await nextBatch();
            // Cancelled while this page was read: nothing more to send, nor to read.
            if (ended) return;
            if (next.done) {
              controller.close();
              end();
              return;
            }
            // An empty page writes nothing: read on rather than enqueue an empty chunk.
            if (next.value.length > 0) {
              controller.enqueue(encoder.encode(csvRecords(next.value)));
              return;
            }
          }
        } catch (error) {
          if (ended) return;
          // The header is sent by now: the download fails rather than end as a shorter file.
          console.error('[export]', error instanceof Error ? error.message : error);
          controller.error(error);
          end();
        }
      },
      async cancel() {
        end();
        await batches.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** Each batch of items as its rows (a page's rows may need one more read, e.g. lead sources). */
export async function* rowsOf<T>(
  items: AsyncIterable<T[]>,
  toRows: (batch: T[]) => Rows | Promise<Rows>,
): AsyncGenerator<Rows, void, undefined> {
  for await (const batch of items) yield await toRows(batch);
}

/** A reader whose first batch is already read: its failure is the caller's, before any byte. */
export async function primed<T>(
  source: AsyncGenerator<T, void, undefined>,
): Promise<AsyncGenerator<T, void, undefined>> {
  const first = await source.next();
  async function* rest(): AsyncGenerator<T, void, undefined> {
    try {
      if (first.done) return;
      yield first.value;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  }
  return rest();
}

/** Pages read after the first may hold rows pushed down by new ones: the ids of this many last. */
const RECENT_IDS = 1000;
/** Rows arriving while a complete list is read push it past its first count by up to this. */
const ARRIVAL_PAGES = 10;

export type PagedExport<T> = {
  /** Every row will be read (so the file is not named partial). Known from the first page. */
  complete: boolean;
  /** The pages' rows, the first already read, one page at a time. */
  pages: AsyncGenerator<T[], void, undefined>;
};

/**
 * A list the Backend serves in numbered pages (newest first), read one page at a time, at most
 * `maxPages` of them. The first page is read now: it says how many rows there are, so whether
 * the file will be complete is known before its name is sent; a failure of the first read is
 * answered as any door's. With `idOf`, a row seen on a page just read is not written twice (one
 * that arrives mid-read pushes the one before it onto the next page).
 */
export async function openPagedExport<T>(
  readPage: (page: number) => Promise<Page<T>>,
  { maxPages, idOf }: { maxPages: number; idOf?: (item: T) => number },
): Promise<PagedExport<T>> {
  const first = await readPage(1);
  const pageSize = Math.max(first.results.length, 1);
  const pagesAtStart = Math.ceil(first.count / pageSize);
  const complete = first.next === null || pagesAtStart <= maxPages;
  const lastPage = complete ? pagesAtStart + ARRIVAL_PAGES : maxPages;
  const recent = new Set<number>();
  const unseen = (items: T[]) => {
    if (!idOf) return items;
    const fresh = items.filter((item) => !recent.has(idOf(item)));
    for (const item of fresh) {
      recent.add(idOf(item));
      if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value!);
    }
    return fresh;
  };
  async function* pages(): AsyncGenerator<T[], void, undefined> {
    let current = first;
    for (let page = 1; ; page += 1) {
      yield unseen(current.results);
      if (current.next === null || page >= lastPage) return;
      // Turning a page of rows into CSV runs on the server's thread: the pages go first.
      await nextTurn();
      current = await readPage(page + 1);
      if (current.results.length === 0) return;
    }
  }
  return { complete, pages: pages() };
}

/**
 * A table of the product's own read newest first by keyset (`WHERE key < $last ORDER BY key
 * DESC LIMIT n`): each page costs an index step whatever its depth, unlike OFFSET, and rows added
 * meanwhile (they sort first) never shift it. `readAfter(null, n)` reads the first page. At most
 * `maxRows` rows in all. Paced (lib/runtime/pacer.ts): the public pages come first.
 */
export async function* keysetPages<T, K>(
  readAfter: (after: K | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  { pageRows, maxRows = Infinity }: { pageRows: number; maxRows?: number },
): AsyncGenerator<T[], void, undefined> {
  let after: K | null = null;
  let read = 0;
  const pace = pacer();
  while (read < maxRows) {
    const limit = Math.min(pageRows, maxRows - read);
    const rows = await readAfter(after, limit);
    read += rows.length;
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows.at(-1)!);
    await pace();
  }
}
