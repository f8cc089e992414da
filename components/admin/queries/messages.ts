'use client';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pageSchema, replyResultSchema } from '@/lib/admin-api';
import { messageSchema, type Message, type Page } from '@/lib/backend/types';
import { apiFetch, failWith, jsonBody } from './api-fetch';
import { statsKey } from './stats';

const messagesPage = pageSchema(messageSchema);
const messagesKey = ['messages'] as const;

export function useMessages(page: number) {
  return useQuery({
    queryKey: [...messagesKey, page],
    queryFn: () =>
      apiFetch(`/api/admin/messages?page=${page}`, messagesPage).catch(
        failWith('Failed to fetch messages'),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Changes the cached pages at once, so the screen never waits for the refetch. */
function updateCachedPages(client: QueryClient, change: (page: Page<Message>) => Page<Message>) {
  client.setQueriesData<Page<Message>>({ queryKey: messagesKey }, (page) =>
    page ? change(page) : page,
  );
}

function settle(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: messagesKey }),
    client.invalidateQueries({ queryKey: statsKey }),
  ]);
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
      updateCachedPages(client, (page) => ({
        ...page,
        results: page.results.map((message) =>
          message.id === result.message.id ? result.message : message,
        ),
      }));
      void settle(client);
    },
  });
}

export function useRemoveMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/messages/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      updateCachedPages(client, (page) => ({
        ...page,
        count: Math.max(0, page.count - 1),
        results: page.results.filter((message) => message.id !== id),
      }));
      void settle(client);
    },
  });
}
