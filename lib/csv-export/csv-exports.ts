// What each back-office list exports as CSV: its columns and how one item fills them. Pure.
import { STATUS_LABELS, type Application } from '@/lib/domain/application';
import type { Message } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import type { Visitor } from '@/lib/domain/visitor';
import { sourceName, type LeadSource } from '@/lib/domain/lead-source';
import { ACTIVITY_KIND_LABELS } from '@/lib/own-data/activity/kinds';
import type { ActivityEntry } from '@/lib/own-data/activity/schema';
import { collectPages } from '@/lib/backend/collect-pages';
import { toCsv, type CsvCell } from './csv';

/**
 * An export read through the Backend's paged lists (messages, visitors) reads every page within
 * this bound (10,000 rows at ten a page), which keeps one request from reading without end: the
 * firm's API has only numbered pages, each one request. Streamed (./csv-stream.ts), so what it
 * costs is time, never memory. lib/privacy reads a person's messages within it too.
 */
export const EXPORT_MAX_PAGES = 1000;

export const readEveryPage = <T>(readPage: (page: number) => Promise<Page<T>>) =>
  collectPages(readPage, { maxPages: EXPORT_MAX_PAGES });

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * ISO 8601 whatever the backend sent (the upstream's timestamps may carry an offset or none): a
 * moment in UTC, a calendar day as the day itself, and what cannot be read as it came.
 */
export function isoDate(value: string | null | undefined): string {
  if (!value || DAY_ONLY.test(value)) return value ?? '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

function lastReplyAt(message: Message): string {
  const times = message.replies.map((reply) => Date.parse(reply.created_at));
  const latest = Math.max(...times.filter((time) => !Number.isNaN(time)));
  return Number.isFinite(latest) ? new Date(latest).toISOString() : '';
}

const SOURCE_COLUMNS = ['Source', 'Landing page', 'Referrer', 'Campaign'];
/** Where a lead came from; empty cells when it was not recorded (no analytics consent). */
const sourceCells = (source: LeadSource | null | undefined) =>
  source
    ? [sourceName(source), source.landing_page, source.referrer, source.utm_campaign]
    : ['', '', '', ''];

export const MESSAGE_COLUMNS = [
  'Received',
  'Name',
  'Email',
  'Phone',
  'Service',
  'Message',
  'Replies',
  'Last reply',
  ...SOURCE_COLUMNS,
];

export function messageRow(message: Message, source?: LeadSource): CsvCell[] {
  return [
    isoDate(message.created_at),
    message.full_name,
    message.userEmail,
    message.phone_number,
    message.service_of_interest,
    message.description,
    message.replies.length,
    lastReplyAt(message),
    ...sourceCells(source),
  ];
}

export function messagesCsv(
  messages: Message[],
  sources: ReadonlyMap<number, LeadSource> = new Map(),
): string {
  return toCsv(
    MESSAGE_COLUMNS,
    messages.map((message) => messageRow(message, sources.get(message.id))),
  );
}

export const APPLICATION_COLUMNS = [
  'Received',
  'Job',
  'Name',
  'Email',
  'Phone',
  'Status',
  'Cover letter',
  'CV file name',
  ...SOURCE_COLUMNS,
];

/** What the file holds of an application: never the CV, nor its size. */
export type ApplicationCells = Pick<
  Application,
  | 'created_at'
  | 'job_title'
  | 'full_name'
  | 'userEmail'
  | 'phone_number'
  | 'status'
  | 'cover_letter'
  | 'cv_name'
  | 'source'
>;

export function applicationRow(application: ApplicationCells): CsvCell[] {
  return [
    isoDate(application.created_at),
    application.job_title,
    application.full_name,
    application.userEmail,
    application.phone_number,
    STATUS_LABELS[application.status],
    application.cover_letter,
    application.cv_name,
    ...sourceCells(application.source),
  ];
}

export function applicationsCsv(applications: ApplicationCells[]): string {
  return toCsv(APPLICATION_COLUMNS, applications.map(applicationRow));
}

export const VISITOR_COLUMNS = ['Date', 'IP address'];

export const visitorRow = (visit: Visitor): CsvCell[] => [
  isoDate(visit.created_at),
  visit.ip_address,
];

export function visitorsCsv(visitors: Visitor[]): string {
  return toCsv(VISITOR_COLUMNS, visitors.map(visitorRow));
}

export const ACTIVITY_COLUMNS = [
  'Time',
  'Person',
  'Email',
  'Kind',
  'What',
  'Item id',
  'Item',
  'Outcome',
];

export const activityRow = (entry: ActivityEntry): CsvCell[] => [
  isoDate(entry.created_at),
  entry.actor_name,
  entry.actor_email,
  ACTIVITY_KIND_LABELS[entry.kind],
  entry.summary,
  entry.item_id,
  entry.item_title,
  entry.success ? 'Done' : 'Refused',
];

export function activityCsv(entries: ActivityEntry[]): string {
  return toCsv(ACTIVITY_COLUMNS, entries.map(activityRow));
}

/**
 * `messages-2026-11-24.csv` (the day in UTC, as the file's dates are). An export cut short by
 * the page bound says so in its name, the one place the administrator is sure to see it.
 */
export function exportFileName(stem: string, complete: boolean, now = new Date()): string {
  return `${stem}-${now.toISOString().slice(0, 10)}${complete ? '' : '-partial'}.csv`;
}
