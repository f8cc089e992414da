import 'server-only';
// Where each list's export reads its rows, a page at a time (./csv-stream.ts): the firm's
// messages and visitors by keyset when the Backend has such a read (embedded mode, where the
// numbered pages' count and OFFSET made a year's visitors take 455 s), else through its numbered
// pages (upstream mode: the firm's API has nothing else); the applications and the activity log
// from the product's own tables by keyset.
import { applicationsAfter, type ApplicationsCursor } from '@/lib/applications/store';
import type { Backend, Keyed, ListCursor } from '@/lib/backend/backend';
import type { Message, MessageFilter } from '@/lib/domain/message';
import { activityBefore } from '@/lib/own-data/activity/list';
import { leadSourcesOf } from '@/lib/own-data/leads/source-store';
import type { ActivityQuery } from '@/lib/own-data/activity/schema';
import type { OpenedExport } from './csv-response';
import {
  activityRow,
  applicationRow,
  EXPORT_MAX_PAGES,
  exportFileName,
  messageRow,
  visitorRow,
} from './csv-exports';
import { keysetPages, openPagedExport, primed, rowsOf, type PagedExport } from './csv-stream';

/**
 * Rows a page of the product's own tables (one query each): the CSV of a page is written on the
 * server's thread in one go, so a small page keeps a visitor's request from waiting behind it
 * (500 messages made a step of about 30 ms, 100 a step of a few): about 40 KB of CSV a page.
 */
export const KEYSET_PAGE_ROWS = 100;
/** A visit's row is a tenth of a message's: as many bytes a page (a million visits in 2,000). */
const VISIT_PAGE_ROWS = 500;
/** The activity log's export reads at most this many entries (a year of a busy team's work). */
export const ACTIVITY_EXPORT_LIMIT = 100_000;

/**
 * Every row of a Backend list read by keyset. Complete, with no bound: the stream holds one page
 * whatever the length, and rows added meanwhile sort first, so they neither shift nor repeat one.
 */
function keyedExport<T>(
  readBefore: (cursor: ListCursor | null, limit: number) => Promise<Keyed<T>[]>,
  pageRows = KEYSET_PAGE_ROWS,
): PagedExport<T> {
  async function* pages(): AsyncGenerator<T[], void, undefined> {
    const batches = keysetPages(readBefore, (row) => row.cursor, { pageRows });
    for await (const batch of batches) yield batch.map((row) => row.item);
  }
  return { complete: true, pages: pages() };
}

/** Every message (the filter selects, when given), newest first, with where it came from. */
export async function openMessagesExport(
  backend: Backend,
  filter?: MessageFilter,
): Promise<OpenedExport> {
  const readBefore = backend.messagesBefore?.bind(backend);
  const { complete, pages } = readBefore
    ? keyedExport((cursor, limit) => readBefore(cursor, limit, filter))
    : await openPagedExport((page) => backend.listMessages(page, filter), {
        maxPages: EXPORT_MAX_PAGES,
        idOf: (message) => message.id,
      });
  const rows = rowsOf(pages, async (messages: Message[]) => {
    const sources = await leadSourcesOf(
      'message',
      messages.map((message) => message.id),
    );
    return messages.map((message) => messageRow(message, sources.get(message.id)));
  });
  return { filename: exportFileName('messages', complete), rows: await primed(rows) };
}

export async function openVisitorsExport(backend: Backend): Promise<OpenedExport> {
  const readBefore = backend.visitorsBefore?.bind(backend);
  const { complete, pages } = readBefore
    ? keyedExport(readBefore, VISIT_PAGE_ROWS)
    : await openPagedExport((page) => backend.listVisitors(page), { maxPages: EXPORT_MAX_PAGES });
  const rows = rowsOf(pages, (visits) => visits.map(visitorRow));
  return { filename: exportFileName('visitors', complete), rows: await primed(rows) };
}

/** Every application (of one job, when given), newest first; never the CVs' bytes. */
export async function openApplicationsExport(job?: number): Promise<OpenedExport> {
  const pages = keysetPages(
    (after: ApplicationsCursor | null, limit) => applicationsAfter(job, after, limit),
    (row) => row.cursor,
    { pageRows: KEYSET_PAGE_ROWS },
  );
  const stem = job ? `applications-job-${job}` : 'applications';
  const rows = rowsOf(pages, (batch) => batch.map((row) => applicationRow(row.application)));
  return { filename: exportFileName(stem, true), rows: await primed(rows) };
}

/**
 * The entries the screen's filter selects, newest first (by id, as the screen lists them), at
 * most ACTIVITY_EXPORT_LIMIT. The file is named complete past the limit too, as before streaming.
 */
export async function openActivityExport(
  filter: Omit<ActivityQuery, 'page'>,
): Promise<OpenedExport> {
  const pages = keysetPages(
    (before: number | null, limit) => activityBefore(filter, before, limit),
    (entry) => entry.id,
    { pageRows: KEYSET_PAGE_ROWS, maxRows: ACTIVITY_EXPORT_LIMIT },
  );
  const rows = rowsOf(pages, (batch) => batch.map(activityRow));
  return { filename: exportFileName('activity', true), rows: await primed(rows) };
}
