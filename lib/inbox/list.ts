import 'server-only';
import type { Backend } from '@/lib/backend/backend';
import type { MessageFilter } from '@/lib/domain/message';
import { leadSourcesOf } from '@/lib/own-data/leads/source-store';
import { readMessageIds } from '@/lib/own-data/read-state';
import { servableFilter, type InboxPage } from './schema';

type ReadIds = (ids: readonly number[]) => Promise<Set<number>>;

/**
 * One page of the inbox: the Backend's messages, filtered as far as it can, each with the
 * admin's read state. A filter the Backend cannot serve is left out and the answer says so,
 * so the screen hides that control instead of showing a list it did not filter.
 */
export async function listInbox(
  backend: Backend,
  page: number,
  filter: MessageFilter,
  readIds: ReadIds = readMessageIds,
  sourcesOf: typeof leadSourcesOf = leadSourcesOf,
): Promise<InboxPage> {
  const filters = backend.messageFilters;
  const list = await backend.listMessages(page, servableFilter(filter, filters));
  const ids = list.results.map((message) => message.id);
  const [read, sources] = await Promise.all([readIds(ids), sourcesOf('message', ids)]);
  return {
    ...list,
    results: list.results.map((message) => ({
      ...message,
      read: read.has(message.id),
      source: sources.get(message.id) ?? null,
    })),
    filters,
  };
}
