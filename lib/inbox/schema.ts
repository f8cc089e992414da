// Shapes of the back office's inbox: messages with the admin's own read state, the page the
// list door answers, and the read/unread change. Pure: shared by the doors and the browser.
import { z } from 'zod';
import { pageSchema } from '@/lib/domain/paging';
import { leadSourceSchema } from '@/lib/domain/lead-source';
import {
  messageFilterSupportSchema,
  messageSchema,
  type MessageFilter,
  type MessageFilterSupport,
} from '@/lib/domain/message';

/** A message as the back office sees it; one the answer does not call read counts as unread. */
export const inboxMessageSchema = messageSchema.extend({
  read: z.boolean().default(false),
  /** Where the visitor came from, when they allowed analytics (lib/own-data/leads). */
  source: leadSourceSchema.nullable().default(null),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

const NO_FILTERS: MessageFilterSupport = { status: false, service: false, search: false };

/** A page of the inbox, and which filters the list door can serve (none upstream). */
export const inboxPageSchema = pageSchema(inboxMessageSchema).extend({
  filters: messageFilterSupportSchema.default(NO_FILTERS),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const messageReadInputSchema = z.object({ read: z.boolean() });
export const messageReadResultSchema = z.object({ id: z.number().int(), read: z.boolean() });
export type MessageReadResult = z.infer<typeof messageReadResultSchema>;

/** The parts of `filter` that `support` can serve; the rest is dropped, never half-applied. */
export function servableFilter(
  filter: MessageFilter,
  support: MessageFilterSupport,
): MessageFilter {
  return {
    status: support.status ? filter.status : 'all',
    service: support.service ? filter.service : undefined,
    q: support.search ? filter.q : undefined,
  };
}

export const isFiltered = (filter: MessageFilter) =>
  filter.status !== 'all' || filter.service !== undefined || filter.q !== undefined;

/** The filter as a query string, default parts left out ('' for no filter). */
export function filterQuery(filter: MessageFilter): string {
  const query = new URLSearchParams();
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.service !== undefined) query.set('service', filter.service);
  if (filter.q !== undefined) query.set('q', filter.q);
  return query.toString();
}

/** What became of a reply's e-mail: queued in the outbox, or none (no SMTP_URL, no address). */
export const mailOutcomeSchema = z.enum(['queued', 'skipped']);
export type MailOutcome = z.infer<typeof mailOutcomeSchema>;

/** The reply door's answer: the message with its replies, and its e-mail's outcome. */
export const replyResultSchema = z.object({ message: messageSchema, mail: mailOutcomeSchema });
export type ReplyResult = z.infer<typeof replyResultSchema>;
