'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationSchema,
  applicationsPageSchema,
  type ApplicationStatus,
} from '@/lib/domain/application';
import { apiFetch, failWith, jsonBody } from './api-fetch';
import { dropFromPages, refetchAfterWrite, replaceInPages } from './paged-list';

const listKey = ['applications'] as const;

/** One page, of every job or of one; the answer carries the jobs applied for (the filter). */
export function useApplications(page: number, job?: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (job !== undefined) query.set('job', String(job));
  return useQuery({
    queryKey: [...listKey, job ?? 'all', page],
    queryFn: () =>
      apiFetch(`/api/admin/applications?${query}`, applicationsPageSchema).catch(
        failWith('Failed to fetch applications'),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSetApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      apiFetch(`/api/admin/applications/${id}`, applicationSchema, jsonBody('PATCH', { status })),
    onSuccess: (application) => {
      replaceInPages(client, listKey, application);
      void refetchAfterWrite(client, listKey);
    },
  });
}

export function useRemoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/admin/applications/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      dropFromPages(client, listKey, id);
      void refetchAfterWrite(client, listKey);
    },
  });
}
