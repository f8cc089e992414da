import 'server-only';
import { and, eq, gte, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import { messages, messageSearchText } from '@/lib/own-data/db/schema';
import type { MessageFilter, MessageFilterSupport } from '@/lib/domain/message';

export const embeddedMessageFilters: MessageFilterSupport = {
  status: true,
  service: true,
  search: true,
};

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

// `replied` and `read` are kept by the database from replies and message_reads (in this mode the
// product's read state sits beside the messages); the few unreplied and unread have an index each.
function statusCondition(status: MessageFilter['status']): SQL | undefined {
  switch (status) {
    case 'unread':
      return not(messages.read);
    case 'unreplied':
      return not(messages.replied);
    case 'replied':
      return eq(messages.replied, true);
    case 'all':
      return undefined;
  }
}

/**
 * How many of the newest messages a search with no trigram reads. Such a search (see hasTrigram:
 * "7", "ab", "%_\\") gives messages_search_trgm_idx nothing to look up, so unbounded it read every
 * message (680-1,150 ms on PGlite at 50,000, docs/decisions.md) and would grow with them. 5,000 is
 * five weeks of a busy year (50,000 enquiries), where a search that short is most likely aimed (the
 * last digits of a phone number, a recent sender's initials), and is read through
 * messages_created_at_idx in 25-50 ms on PostgreSQL, 40-180 ms on PGlite (a loaded 2-core machine).
 */
export const SHORT_SEARCH_SPAN = 5_000;

/**
 * Whether pg_trgm looks `q` up by a trigram holding two or more of its letters or digits. It reads
 * '%q%' as words (runs of letters and digits), padded where another character of q bounds them
 * (two spaces before, one after): "invoice" gives "inv"..., "x.ab" " ab", "ab." "ab ", "a b" only
 * "  b". Without any ("7", "ab", "%_\\") it reads the whole index; with single letters alone ("a b")
 * most of the messages (40,668 of 50,000): both search the newest only. An e-mail address (privacy
 * requests look one up so) keeps the index through its domain. Whether letters beyond ASCII count
 * depends on the locale (C.UTF-8, PGlite's, yes; C, no), so both readings must find a trigram.
 */
export const hasTrigram = (q: string) =>
  findsTrigram(q, /[a-z0-9]+/gi) && findsTrigram(q, /[\p{L}\p{N}]+/gu);

function findsTrigram(q: string, words: RegExp): boolean {
  return [...q.matchAll(words)].some(({ 0: word, index }) => {
    const length = [...word].length;
    const bounded = index > 0 || index + word.length < q.length;
    return length >= 3 || (length === 2 && bounded);
  });
}

/** The WHERE clause of a filtered messages list; undefined lists every message. */
export function messageWhere(filter: MessageFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  return and(
    statusCondition(filter.status),
    filter.service === undefined ? undefined : eq(messages.serviceOfInterest, filter.service),
    filter.q === undefined ? undefined : searchCondition(filter.q),
  );
}

/**
 * A message one of whose searched fields holds `q`. The first test (all the fields as one text) is
 * what the trigram index answers; it also matches text across two fields, which the second test,
 * per field, then leaves out. Without a trigram, the newest SHORT_SEARCH_SPAN messages are
 * searched: from the created_at of the last of them (ties included; every message when there are
 * fewer), a range of messages_created_at_idx that the count and the page both read alike.
 */
function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const newest = sql`(SELECT newest.created_at FROM ${messages} AS newest
    ORDER BY newest.created_at DESC OFFSET ${SHORT_SEARCH_SPAN - 1} LIMIT 1)`;
  return and(
    hasTrigram(q)
      ? ilike(messageSearchText(messages), pattern)
      : gte(messages.createdAt, sql`coalesce(${newest}, '-infinity'::timestamptz)`),
    or(
      ilike(messages.fullName, pattern),
      ilike(messages.userEmail, pattern),
      ilike(messages.phoneNumber, pattern),
      ilike(messages.description, pattern),
    ),
  );
}
