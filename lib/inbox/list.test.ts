import { expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/backend';
import type { Message, MessageFilter } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import { listInbox } from './list';
import { filterQuery, inboxPageSchema, isFiltered, servableFilter } from './schema';

const message = (id: number): Message => ({
  id,
  created_at: '2026-11-20T09:00:00Z',
  full_name: `Visitor ${id}`,
  userEmail: null,
  user: null,
  phone_number: null,
  service_of_interest: 'Payroll',
  description: 'Hello',
  replies: [],
});
const page: Page<Message> = {
  results: [message(3), message(2)],
  count: 2,
  next: null,
  previous: null,
};
const filter: MessageFilter = { status: 'unread', service: 'Payroll', q: 'hello' };

/** A Backend like the upstream one: it pages messages and filters nothing. */
function pagingOnly() {
  const listMessages = vi.fn(async () => page);
  const backend = {
    messageFilters: { status: false, service: false, search: false },
    listMessages,
  } as unknown as Backend;
  return { backend, listMessages };
}

it('asks a Backend only for the filters it serves, and says which those are', async () => {
  const { backend, listMessages } = pagingOnly();
  const source = {
    landing_page: '/',
    referrer: null,
    utm_source: 'newsletter',
    utm_medium: null,
    utm_campaign: null,
  };
  const answer = await listInbox(
    backend,
    2,
    filter,
    async () => new Set([2]),
    async () => new Map([[3, source]]),
  );
  expect(listMessages).toHaveBeenCalledWith(2, { status: 'all', service: undefined, q: undefined });
  expect(answer.filters).toEqual({ status: false, service: false, search: false });
  expect(answer.results.map(({ id, read, source }) => ({ id, read, source }))).toEqual([
    { id: 3, read: false, source },
    { id: 2, read: true, source: null },
  ]);
  expect(inboxPageSchema.parse(answer)).toEqual(answer);
});

it('keeps the parts of a filter that can be served', () => {
  const support = { status: true, service: false, search: true };
  expect(servableFilter(filter, support)).toEqual({ status: 'unread', q: 'hello' });
  expect(isFiltered(servableFilter(filter, { status: false, service: false, search: false }))).toBe(
    false,
  );
  expect(isFiltered({ status: 'all', q: 'x' })).toBe(true);
});

it('writes a filter as a query without its defaults', () => {
  expect(filterQuery({ status: 'all' })).toBe('');
  expect(filterQuery(filter)).toBe('status=unread&service=Payroll&q=hello');
});

it('reads an answer without read state or filter support as unread and unfiltered', () => {
  const parsed = inboxPageSchema.parse(page);
  expect(parsed.results.every((item) => item.read === false)).toBe(true);
  expect(parsed.filters).toEqual({ status: false, service: false, search: false });
});
