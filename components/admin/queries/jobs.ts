'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type JobInput } from '@/lib/domain/job';
import { apiFetch, failWith, jsonBody } from './api-fetch';
import { dropFromPages, refetchAfterWrite, replaceInPages, usePagedList } from './paged-list';

const listKey = ['jobs'] as const;
const itemKey = (id: number) => ['job', id] as const;

export const useJobs = (page: number) =>
  usePagedList(listKey, '/api/admin/jobs', jobSchema, 'Failed to fetch jobs', page);

export function useJob(id: number) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: () =>
      apiFetch(`/api/admin/jobs/${id}`, jobSchema).catch(failWith('Failed to fetch job details')),
  });
}

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) =>
      apiFetch('/api/admin/jobs', jobSchema, jsonBody('POST', input)),
    onSuccess: (job) => {
      client.setQueryData(itemKey(job.id), job);
      void refetchAfterWrite(client, listKey);
    },
  });
}

export function useUpdateJob(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) =>
      apiFetch(`/api/admin/jobs/${id}`, jobSchema, jsonBody('PATCH', input)),
    onSuccess: (job) => {
      client.setQueryData(itemKey(id), job);
      replaceInPages(client, listKey, job);
      void refetchAfterWrite(client, listKey);
    },
  });
}

export function useRemoveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/jobs/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      dropFromPages(client, listKey, id);
      client.removeQueries({ queryKey: itemKey(id) });
      void refetchAfterWrite(client, listKey);
    },
  });
}
