import 'server-only';
import { and, eq, exists, ilike, notExists, or, sql, type SQL } from 'drizzle-orm';
import { messageReads, messages, messageSearchText, replies } from '@/lib/own-data/db/schema';
import type { MessageFilter, MessageFilterSupport } from '@/lib/domain/message';

export const embeddedMessageFilters: MessageFilterSupport = {
  status: true,
  service: true,
  search: true,
};

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const hasReply = () => sql`(select 1 from ${replies} where ${replies.messageId} = ${messages.id})`;
// In this mode the product's own read state sits in the same database as the messages.
const wasRead = () =>
  sql`(select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id})`;

function statusCondition(status: MessageFilter['status']): SQL | undefined {
  switch (status) {
    case 'unread':
      return notExists(wasRead());
    case 'unreplied':
      return notExists(hasReply());
    case 'replied':
      return exists(hasReply());
    case 'all':
      return undefined;
  }
}

/** The WHERE clause of a filtered messages list; undefined lists every message. */
export function messageWhere(filter: MessageFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const pattern = filter.q === undefined ? undefined : containsPattern(filter.q);
  return and(
    statusCondition(filter.status),
    filter.service === undefined ? undefined : eq(messages.serviceOfInterest, filter.service),
    pattern === undefined ? undefined : searchCondition(pattern),
  );
}

/**
 * A message one of whose searched fields holds the pattern. The first test (all the fields as one
 * text) is what the trigram index messages_search_trgm_idx answers; it also matches text across two
 * fields, which the second test, per field, then leaves out.
 */
function searchCondition(pattern: string): SQL | undefined {
  return and(
    ilike(messageSearchText(messages), pattern),
    or(
      ilike(messages.fullName, pattern),
      ilike(messages.userEmail, pattern),
      ilike(messages.phoneNumber, pattern),
      ilike(messages.description, pattern),
    ),
  );
}
