'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notFoundLogSchema,
  redirectListSchema,
  redirectSchema,
  type RedirectInput,
} from '@/lib/domain/redirect';
import { apiFetch, failWith, jsonBody } from './api-fetch';

const redirectsKey = ['redirects'] as const;
const notFoundKey = ['redirects', 'not-found'] as const;

export function useRedirects() {
  return useQuery({
    queryKey: redirectsKey,
    queryFn: () =>
      apiFetch('/api/admin/redirects', redirectListSchema).catch(
        failWith('Failed to fetch the redirects'),
      ),
  });
}

export function useNotFoundLog() {
  return useQuery({
    queryKey: notFoundKey,
    queryFn: () =>
      apiFetch('/api/admin/redirects/not-found', notFoundLogSchema).catch(
        failWith('Failed to fetch the Not found log'),
      ),
    // Counted as visitors come: read afresh whenever the screen is shown again.
    staleTime: 0,
  });
}

// A new redirect also takes its address out of the Not found log: both are read back. Not
// awaited: the form is cleared as soon as the door has answered, before the lists come back.
function useRedirectMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void client.invalidateQueries({ queryKey: redirectsKey }),
  });
}

export const useAddRedirect = () =>
  useRedirectMutation((input: RedirectInput) =>
    apiFetch('/api/admin/redirects', redirectSchema, jsonBody('POST', input)),
  );

export const useRemoveRedirect = () =>
  useRedirectMutation((id: number) =>
    apiFetch(`/api/admin/redirects/${id}`, null, { method: 'DELETE' }),
  );
