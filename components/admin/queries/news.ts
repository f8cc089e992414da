'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsSchema } from '@/lib/domain/news';
import { ApiError, apiFetch, failWith } from './api-fetch';
import { dropFromPages, refetchAfterWrite, replaceInPages, usePagedList } from './paged-list';

const listKey = ['news'] as const;
const itemKey = (id: number) => ['news-item', id] as const;

export const useNewsList = (page: number) =>
  usePagedList(listKey, '/api/admin/news', newsSchema, 'Failed to fetch news', page);

/** One item; null when there is none ("No news found"), an error for anything else. */
export function useNewsItem(id: number) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: () =>
      apiFetch(`/api/admin/news/${id}`, newsSchema).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        return failWith('Failed to fetch news details')(error);
      }),
    retry: 1,
  });
}

export function useCreateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch('/api/admin/news', newsSchema, { method: 'POST', body: form }),
    onSuccess: (news) => {
      client.setQueryData(itemKey(news.id), news);
      void refetchAfterWrite(client, listKey);
    },
  });
}

export function useUpdateNews(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch(`/api/admin/news/${id}`, newsSchema, { method: 'PATCH', body: form }),
    onSuccess: (news) => {
      client.setQueryData(itemKey(id), news);
      replaceInPages(client, listKey, news);
      void refetchAfterWrite(client, listKey);
    },
  });
}

export function useRemoveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/news/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      dropFromPages(client, listKey, id);
      client.removeQueries({ queryKey: itemKey(id) });
      void refetchAfterWrite(client, listKey);
    },
  });
}
