'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { draftOutcomeSchema, newsDraftSchema, type DraftOutcome } from '@/lib/domain/news-draft';
import { ApiError, apiFetch, failWith } from './api-fetch';

const listKey = ['news-drafts'] as const;
const itemKey = (id: number) => ['news-draft', id] as const;
const DRAFTS = '/api/admin/news/drafts';

export const useNewsDrafts = () =>
  useQuery({
    queryKey: listKey,
    queryFn: () =>
      apiFetch(DRAFTS, z.array(newsDraftSchema)).catch(failWith('Failed to fetch drafts')),
  });

/** One draft; null when there is none (posted meanwhile, or removed). */
export function useNewsDraft(id: number) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: () =>
      apiFetch(`${DRAFTS}/${id}`, newsDraftSchema).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        return failWith('Failed to fetch the draft')(error);
      }),
    enabled: id > 0,
    retry: 1,
  });
}

/** Saves a draft, or posts it now or at "Publish at": new (`id` null) or over a draft. */
export function useSaveNewsDraft(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData): Promise<DraftOutcome> =>
      apiFetch(id === null ? DRAFTS : `${DRAFTS}/${id}`, draftOutcomeSchema, {
        method: id === null ? 'POST' : 'PATCH',
        body: form,
      }),
    onSuccess: (outcome) => {
      if (outcome.status === 'saved') client.setQueryData(itemKey(outcome.draft.id), outcome.draft);
      else if (id !== null) client.removeQueries({ queryKey: itemKey(id) });
      void client.invalidateQueries({ queryKey: listKey });
      if (outcome.status === 'posted') void client.invalidateQueries({ queryKey: ['news'] });
    },
  });
}

export function useRemoveNewsDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`${DRAFTS}/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: itemKey(id) });
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}

/**
 * A draft's banner as the page can show it: an <img> naming an admin door is refused (the
 * doors answer only the back office's own fetches), so it is fetched and shown from a blob.
 * Undefined while it loads; null without a banner, or when it could not be had.
 */
export function useDraftImage(src: string | null): string | null | undefined {
  const { data, isPending } = useQuery({
    queryKey: ['news-draft-image', src],
    enabled: src !== null,
    staleTime: Infinity,
    queryFn: async () => {
      const response = await fetch(src!, { cache: 'no-store' });
      if (!response.ok) return null;
      return URL.createObjectURL(await response.blob());
    },
  });
  if (src === null) return null;
  return isPending ? undefined : (data ?? null);
}
