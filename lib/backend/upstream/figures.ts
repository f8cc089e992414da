import 'server-only';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import type { Visitor } from '@/lib/domain/visitor';
import type { JobFigures, MessageFigures, ReadMessageIds, VisitFigures } from '../backend';
import { collectPages } from '../collect-pages';
import {
  jobFiguresFromList,
  messageFiguresFromList,
  visitFiguresFromList,
  visitsWindowReached,
} from '../figures';

// The firm's API has only paged lists (docs/spec.md section 7), so the figures are counted from
// the pages read, within these bounds: enough for a firm's back office, and an answer within a
// few round trips. Beyond them the figures say "at least" (complete: false).
export const MAX_LIST_PAGES = 20;
export const MAX_VISIT_PAGES = 100;

type Reader<T> = (page: number) => Promise<Page<T>>;

export async function messageFigures(
  listMessages: Reader<Message>,
  readIds: ReadMessageIds,
): Promise<MessageFigures> {
  const messages = await collectPages(listMessages, { maxPages: MAX_LIST_PAGES });
  const read = await readIds(messages.items.map((message) => message.id));
  return messageFiguresFromList(messages, read);
}

export async function jobFigures(listJobs: Reader<Job>, today: string): Promise<JobFigures> {
  return jobFiguresFromList(await collectPages(listJobs, { maxPages: MAX_LIST_PAGES }), today);
}

/** Visits are listed newest first: reading stops at the first page reaching before the window. */
export async function visitFigures(
  listVisitors: Reader<Visitor>,
  now: Date,
): Promise<VisitFigures> {
  const visits = await collectPages(listVisitors, {
    maxPages: MAX_VISIT_PAGES,
    isEnough: visitsWindowReached(now),
  });
  return visitFiguresFromList(visits, now);
}
