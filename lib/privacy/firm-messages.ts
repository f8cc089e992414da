import 'server-only';
import { EXPORT_MAX_PAGES, readEveryPage } from '@/lib/csv-export/csv-exports';
import { BackendError } from '@/lib/domain/backend-error';
import type { Backend } from '@/lib/backend/backend';
import type { Message } from '@/lib/domain/message';
import { isAddress } from '@/lib/own-data/db/address-match';
import type { Remaining } from '@/lib/domain/privacy-request';

export type FirmMessages = {
  messages: Message[];
  /** What kept the list from being read to its end, if anything did. */
  unread: Remaining | null;
};

/** Why a call failed, in words fit for the screen (never a stack). */
export const reasonOf = (error: unknown): string =>
  error instanceof BackendError
    ? (error.upstreamMessage ?? error.message)
    : 'The service could not be reached';

/**
 * The person's enquiries with their replies, through the Backend in both modes. The firm's API
 * has no search (docs/spec.md section 7): its whole list is paged through, within the exports'
 * bound, and matched here; the embedded store narrows by its own search first.
 */
export async function findFirmMessages(backend: Backend, address: string): Promise<FirmMessages> {
  const filter = backend.messageFilters.search ? { status: 'all' as const, q: address } : undefined;
  try {
    const { items, complete } = await readEveryPage((page) => backend.listMessages(page, filter));
    // A message that arrives mid-read pushes another onto the next page: keep each once.
    const mine = new Map(
      items.filter((item) => isAddress(item.userEmail, address)).map((item) => [item.id, item]),
    );
    const unread: Remaining | null = complete
      ? null
      : {
          kind: 'messages_unread',
          id: null,
          reason: `Only the first ${EXPORT_MAX_PAGES} pages of the firm's messages were read`,
        };
    return { messages: [...mine.values()], unread };
  } catch (error) {
    console.error('[privacy] messages', reasonOf(error));
    return { messages: [], unread: { kind: 'messages_unread', id: null, reason: reasonOf(error) } };
  }
}

/**
 * Deletes the firm's copies one by one through its API (DELETE, docs/spec.md section 7): the
 * ids it removed, and what it refused or could not be asked. One already gone counts as gone.
 */
export async function removeFirmMessages(backend: Backend, found: Message[]) {
  const removed: Message[] = [];
  const remaining: Remaining[] = [];
  for (const message of found) {
    try {
      await backend.removeMessage(message.id);
      removed.push(message);
    } catch (error) {
      if (error instanceof BackendError && error.kind === 'not_found') continue;
      remaining.push({ kind: 'message', id: message.id, reason: reasonOf(error) });
    }
  }
  return { removed, remaining };
}
