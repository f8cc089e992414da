'use client';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pageSchema } from '@/lib/admin-api';
import { jobSchema, type Job, type JobInput, type Page } from '@/lib/backend/types';
import { apiFetch, failWith, jsonBody } from './api-fetch';
import { statsKey } from './stats';

const jobsPage = pageSchema(jobSchema);
const listKey = ['jobs'] as const;
const itemKey = (id: number) => ['job', id] as const;

export function useJobs(page: number) {
  return useQuery({
    queryKey: [...listKey, page],
    queryFn: () =>
      apiFetch(`/api/admin/jobs?page=${page}`, jobsPage).catch(failWith('Failed to fetch jobs')),
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: number) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: () =>
      apiFetch(`/api/admin/jobs/${id}`, jobSchema).catch(failWith('Failed to fetch job details')),
  });
}

function settle(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey }),
    client.invalidateQueries({ queryKey: statsKey }),
  ]);
}

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) =>
      apiFetch('/api/admin/jobs', jobSchema, jsonBody('POST', input)),
    onSuccess: (job) => {
      client.setQueryData(itemKey(job.id), job);
      void settle(client);
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
      client.setQueriesData<Page<Job>>({ queryKey: listKey }, (page) =>
        page
          ? { ...page, results: page.results.map((item) => (item.id === id ? job : item)) }
          : page,
      );
      void settle(client);
    },
  });
}

export function useRemoveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/jobs/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.setQueriesData<Page<Job>>({ queryKey: listKey }, (page) =>
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
