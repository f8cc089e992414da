'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eraseResultSchema,
  findingSchema,
  privacyRequestsSchema,
  type EraseInput,
} from '@/lib/privacy/schema';
import { ApiError, apiFetch, jsonBody } from './api-fetch';

const privacyKey = ['privacy'] as const;

// A refusal (a bad address) is answered the same the second time: only failures are retried.
const retryFailures = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiError && error.status < 500);

/** What is held about `email` (already checked with findQuerySchema); idle without one. */
export function useFinding(email: string | null) {
  return useQuery({
    queryKey: [...privacyKey, 'finding', email],
    queryFn: () =>
      apiFetch(`/api/admin/privacy?${new URLSearchParams({ email: email! })}`, findingSchema),
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

/** The ZIP's address: a plain link, so the browser saves it without holding it in the page. */
export const exportHref = (email: string) =>
  `/api/admin/privacy/export?${new URLSearchParams({ email })}`;

// The export is a plain download, which the query cache never sees: the list of requests is
// read again once the server has had time to record it.
const EXPORT_RECORDED_MS = 1500;
export function useRefreshAfterExport() {
  const client = useQueryClient();
  return () =>
    setTimeout(
      () => void client.invalidateQueries({ queryKey: [...privacyKey, 'requests'] }),
      EXPORT_RECORDED_MS,
    );
}

export function useErase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EraseInput) =>
      apiFetch('/api/admin/privacy/erase', eraseResultSchema, jsonBody('POST', input)),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKey }),
  });
}
