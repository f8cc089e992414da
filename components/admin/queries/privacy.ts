'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eraseResultSchema,
  findingSchema,
  privacyRequestsSchema,
  type EraseInput,
} from '@/lib/privacy/schema';
import { ApiError, apiDownload, apiFetch, jsonBody } from './api-fetch';

const privacyKey = ['privacy'] as const;

// A refusal (a bad address) is answered the same the second time: only failures are retried.
const retryFailures = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiError && error.status < 500);

/** What is held about `email` (already checked with findInputSchema); idle without one. */
export function useFinding(email: string | null) {
  return useQuery({
    queryKey: [...privacyKey, 'finding', email],
    queryFn: () =>
      // A POST: the address stays out of URLs, and so out of proxies' access logs.
      apiFetch('/api/admin/privacy', findingSchema, jsonBody('POST', { email })),
    enabled: email !== null,
    retry: retryFailures,
    // Personal data: read afresh each time, dropped from memory soon after the screen closes.
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function usePrivacyRequests() {
  return useQuery({
    queryKey: [...privacyKey, 'requests'],
    queryFn: () => apiFetch('/api/admin/privacy/requests', privacyRequestsSchema),
    retry: retryFailures,
  });
}

/**
 * The person's data as a ZIP, asked for with the address in the body (not the URL); the list of
 * requests is read again after, as the export is recorded before its answer.
 */
export function useExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiDownload(
        '/api/admin/privacy/export',
        jsonBody('POST', { email }),
        `personal-data-${new Date().toISOString().slice(0, 10)}.zip`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [...privacyKey, 'requests'] }),
  });
}

export function useErase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EraseInput) =>
      apiFetch('/api/admin/privacy/erase', eraseResultSchema, jsonBody('POST', input)),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKey }),
  });
}
