'use client';
// What the jobs, news, messages and applications queries share: one paged list read, and the changes a write
// makes to the pages already in the cache, so the screen never waits for the refetch.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pageSchema } from '@/lib/domain/paging';
import type { Page } from '@/lib/domain/paging';
import { apiFetch, failWith } from './api-fetch';
import { statsKey } from './stats';

type Item = { id: number };
type ListKey = readonly [string];

/** One page of `path`, kept on screen while the next page loads. */
export function usePagedList<T extends z.ZodType<Item>>(
  key: ListKey,
  path: string,
  item: T,
  failure: string,
  page: number,
) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: () => apiFetch(`${path}?page=${page}`, pageSchema(item)).catch(failWith(failure)),
    placeholderData: keepPreviousData,
  });
}

function changePages<T extends Item>(
  client: QueryClient,
  key: ListKey,
  change: (page: Page<T>) => Page<T>,
) {
  client.setQueriesData<Page<T>>({ queryKey: key }, (page) => (page ? change(page) : page));
}

export function replaceInPages<T extends Item>(client: QueryClient, key: ListKey, item: T) {
  changePages<T>(client, key, (page) => ({
    ...page,
    results: page.results.map((old) => (old.id === item.id ? item : old)),
  }));
}

/** Changes one item where it is cached, e.g. before the server confirms (an optimistic update). */
export function updateInPages<T extends Item>(
  client: QueryClient,
  key: ListKey,
  id: number,
  change: (item: T) => T,
) {
  changePages<T>(client, key, (page) => ({
    ...page,
    results: page.results.map((old) => (old.id === id ? change(old) : old)),
  }));
}

export function dropFromPages(client: QueryClient, key: ListKey, id: number) {
  changePages(client, key, (page) => ({
    ...page,
    count: Math.max(0, page.count - 1),
    results: page.results.filter((old) => old.id !== id),
  }));
}

/** After a write: the list and the dashboard figures are read again. */
export function refetchAfterWrite(client: QueryClient, key: ListKey) {
  return Promise.all([
    client.invalidateQueries({ queryKey: key }),
    client.invalidateQueries({ queryKey: statsKey }),
  ]);
}
