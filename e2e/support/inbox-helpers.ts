// Helpers of the inbox tests (admin-inbox*.both.spec.ts): the read state and the list as the
// doors tell them, and a test's own messages found by a word of its own.
import { expect, type Page } from '@playwright/test';
import type { Message } from '../../lib/domain/message';
import type { InboxPage } from '../../lib/inbox/schema';
import { apiGet } from './admin-helpers';
import { retryReset } from './retry-reset';

export const card = (page: Page, message: Message) =>
  page.getByRole('article', { name: message.full_name! });
export const unreadBadge = (page: Page, message: Message) =>
  card(page, message).getByText('Unread', { exact: true });

/**
 * The screen searched for a test's own word: in embedded mode only its messages show, however
 * many other tests write; the upstream list ignores the search, and its tests take turns.
 */
export const screenOf = (word: string) => `/admin/messages?q=${word}`;
export const about = (word: string) => ({ description: `Could you help us with ${word}, please?` });

export async function inbox(page: Page, query: string): Promise<InboxPage> {
  const response = await apiGet(page, `/api/admin/messages?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as InboxPage;
}

/** The message's read state as the list door tells it (found by its unique name). */
export const readState = async (page: Page, message: Message) =>
  (await inbox(page, `q=${encodeURIComponent(message.full_name!)}`)).results.find(
    (item) => item.id === message.id,
  )?.read;

export function setRead(page: Page, id: number, read: boolean) {
  return retryReset(() =>
    page.request.patch(`/api/admin/messages/${id}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { read },
    }),
  );
}
