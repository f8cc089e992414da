'use client';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pageSchema } from '@/lib/admin-api';
import { newsSchema, type News, type Page } from '@/lib/backend/types';
import { ApiError, apiFetch, failWith } from './api-fetch';
import { statsKey } from './stats';

const newsPage = pageSchema(newsSchema);
const listKey = ['news'] as const;
const itemKey = (id: number) => ['news-item', id] as const;

export function useNewsList(page: number) {
  return useQuery({
    queryKey: [...listKey, page],
    queryFn: () =>
      apiFetch(`/api/admin/news?page=${page}`, newsPage).catch(failWith('Failed to fetch news')),
    placeholderData: keepPreviousData,
  });
}

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

function settle(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey }),
    client.invalidateQueries({ queryKey: statsKey }),
  ]);
}

export function useCreateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch('/api/admin/news', newsSchema, { method: 'POST', body: form }),
    onSuccess: (news) => {
      client.setQueryData(itemKey(news.id), news);
      void settle(client);
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
      client.setQueriesData<Page<News>>({ queryKey: listKey }, (page) =>
        page
          ? { ...page, results: page.results.map((item) => (item.id === id ? news : item)) }
          : page,
      );
      void settle(client);
    },
  });
}

export function useRemoveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/news/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.setQueriesData<Page<News>>({ queryKey: listKey }, (page) =>
        page
          ? {
              ...page,
              count: Math.max(0, page.count - 1),
              results: page.results.filter((item) => item.id !== id),
            }
          : page,
      );
      client.removeQueries({ queryKey: itemKey(id) });
      void settle(client);
    },
  });
}
