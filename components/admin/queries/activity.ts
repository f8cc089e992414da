'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityPageSchema, type ActivityQuery } from '@/lib/own-data/activity/schema';
import { apiFetch, failWith } from './api-fetch';

/** The query string of the log's filters (and page), shared by the list, its pages and export. */
export function activitySearch({ page, person, kind }: Partial<ActivityQuery>): string {
  const query = new URLSearchParams();
  if (page !== undefined && page > 1) query.set('page', String(page));
  if (person !== undefined) query.set('person', String(person));
  if (kind !== undefined) query.set('kind', kind);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function useActivity(query: ActivityQuery) {
  return useQuery({
    queryKey: ['activity', query.person ?? 'all', query.kind ?? 'all', query.page],
    queryFn: () =>
      apiFetch(
        `/api/admin/activity${activitySearch({ ...query, page: query.page })}`,
        activityPageSchema,
      ).catch(failWith('Failed to fetch the activity log')),
    placeholderData: keepPreviousData,
  });
}
