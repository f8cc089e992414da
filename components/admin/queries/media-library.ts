'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mediaDescriptionResultSchema,
  mediaListSchema,
  type MediaDescriptionInput,
} from '@/lib/domain/media-library';
import { apiFetch, failWith, jsonBody } from './api-fetch';

const mediaKey = ['media'] as const;

/** One page of the library; `withUses` adds where each picture is used (the library screen). */
export function useMediaLibrary(page: number, withUses = true) {
  return useQuery({
    queryKey: [...mediaKey, page, withUses],
    queryFn: () =>
      apiFetch(`/api/admin/media?page=${page}${withUses ? '' : '&uses=no'}`, mediaListSchema).catch(
        failWith('Failed to fetch the media library'),
      ),
    placeholderData: keepPreviousData,
  });
}

function useMediaMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: mediaKey }),
  });
}

export const useDescribeMedia = () =>
  useMediaMutation(({ id, ...input }: Partial<MediaDescriptionInput> & { id: string }) =>
    apiFetch(`/api/admin/media/${id}`, mediaDescriptionResultSchema, jsonBody('PATCH', input)),
  );

export const useRemoveMedia = () =>
  useMediaMutation((id: string) => apiFetch(`/api/admin/media/${id}`, null, { method: 'DELETE' }));
