'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { replyResultSchema } from '@/lib/inbox/schema';
import type { MessageFilter } from '@/lib/domain/message';
import {
  filterQuery,
  inboxPageSchema,
  messageReadResultSchema,
  type InboxMessage,
} from '@/lib/inbox/schema';
import { apiFetch, failWith, jsonBody } from './api-fetch';
import { dropFromPages, refetchAfterWrite, replaceInPages, updateInPages } from './paged-list';
import { statsKey } from './stats';

const listKey = ['messages'] as const;

/** One page of the inbox, filtered; an unfiltered list asks for ?page=n alone. */
export function useMessages(page: number, filter: MessageFilter) {
  const query = filterQuery(filter);
  return useQuery({
    queryKey: [...listKey, query, page],
    queryFn: () =>
      apiFetch(
        `/api/admin/messages?page=${page}${query ? `&${query}` : ''}`,
        inboxPageSchema,
      ).catch(failWith('Failed to fetch messages')),
    placeholderData: keepPreviousData,
  });
}

const withRead = (read: boolean) => (message: InboxMessage) => ({ ...message, read });

/**
 * Read or unread, shown at once. The list is not read again afterwards: a message opened under
 * "Unread" stays where the admin is reading it; the unread counts are read again.
 */
export function useSetMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiFetch(`/api/admin/messages/${id}`, messageReadResultSchema, jsonBody('PATCH', { read })),
    onMutate: async ({ id, read }) => {
      await client.cancelQueries({ queryKey: listKey });
      updateInPages(client, listKey, id, withRead(read));
    },
    onError: (_error, { id, read }) => updateInPages(client, listKey, id, withRead(!read)),
    onSettled: () => client.invalidateQueries({ queryKey: statsKey }),
  });
}

export function useReplyToMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply_text }: { id: number; reply_text: string }) =>
      apiFetch(
        `/api/admin/messages/${id}/replies`,
        replyResultSchema,
        jsonBody('POST', { reply_text }),
      ),
    onSuccess: (result) => {
      // Replying is opening: the server marks the message read with the reply.
      replaceInPages(client, listKey, { ...result.message, read: true });
      void refetchAfterWrite(client, listKey);
    },
  });
}

export function useRemoveMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/messages/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      dropFromPages(client, listKey, id);
      void refetchAfterWrite(client, listKey);
    },
  });
}
