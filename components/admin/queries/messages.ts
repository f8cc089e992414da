'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyResultSchema } from '@/lib/admin-api';
import { messageSchema } from '@/lib/backend/types';
import { apiFetch, jsonBody } from './api-fetch';
import { dropFromPages, refetchAfterWrite, replaceInPages, usePagedList } from './paged-list';

const listKey = ['messages'] as const;

export const useMessages = (page: number) =>
  usePagedList(listKey, '/api/admin/messages', messageSchema, 'Failed to fetch messages', page);

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
      replaceInPages(client, listKey, result.message);
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
