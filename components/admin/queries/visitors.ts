'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema } from '@/lib/domain/paging';
import { visitorSchema } from '@/lib/domain/visitor';
import { apiFetch, failWith } from './api-fetch';

const visitorsPage = pageSchema(visitorSchema);

export function useVisitors(page: number) {
  return useQuery({
    queryKey: ['visitors', page],
    queryFn: () =>
      apiFetch(`/api/admin/visitors?page=${page}`, visitorsPage).catch(
        failWith('Failed to fetch visitors'),
      ),
    placeholderData: keepPreviousData,
  });
}
