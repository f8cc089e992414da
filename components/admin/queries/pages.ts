'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  pageEditorStateSchema,
  pageRowSchema,
  pageVersionSchema,
  type PageSaveInput,
  type PageScheduleInput,
} from '@/lib/domain/site-page';
import type { NewOwnPageInput } from '@/page-kinds/own/shape';
import type { NewServiceInput, UnpublishInput } from '@/page-kinds/service/shape';
import { apiFetch, failWith, jsonBody } from './api-fetch';

const listKey = ['pages'] as const;
const pageKey = (key: string) => ['page', key] as const;
const historyKey = (key: string) => ['page-history', key] as const;
const door = (key: string) => `/api/admin/pages/${encodeURIComponent(key)}`;

export const previewPath = (key: string) => `${door(key)}/preview`;

export const usePagesList = () =>
  useQuery({
    queryKey: listKey,
    queryFn: () =>
      apiFetch('/api/admin/pages', z.array(pageRowSchema)).catch(failWith('Failed to fetch pages')),
  });

export const usePageEditor = (key: string) =>
  useQuery({
    queryKey: pageKey(key),
    queryFn: () =>
      apiFetch(door(key), pageEditorStateSchema).catch(failWith('Failed to fetch the page')),
  });

export const usePageHistory = (key: string) =>
  useQuery({
    queryKey: historyKey(key),
    queryFn: () =>
      apiFetch(`${door(key)}/versions`, z.array(pageVersionSchema)).catch(
        failWith('Failed to fetch the page’s history'),
      ),
  });

/** Save draft, Publish (now or at a time) and Restore: each moves the page to a new revision and refetches it. */
export function usePageWrites(key: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [pageKey(key), historyKey(key), listKey].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  const saveDraft = useMutation({
    mutationFn: (input: PageSaveInput) =>
      apiFetch(door(key), z.object({ revision: z.number() }), jsonBody('PUT', input)),
    onSuccess: refresh,
  });
  const publish = useMutation({
    mutationFn: (input: PageSaveInput) =>
      apiFetch(`${door(key)}/publish`, z.object({ version: z.number() }), jsonBody('POST', input)),
    onSuccess: refresh,
  });
  const schedule = useMutation({
    mutationFn: (input: PageScheduleInput) =>
      apiFetch(
        `${door(key)}/schedule`,
        z.object({ revision: z.number(), publishAt: z.string() }),
        jsonBody('POST', input),
      ),
    onSuccess: refresh,
  });
  const restore = useMutation({
    mutationFn: (input: { version: number; revision: number }) =>
      apiFetch(`${door(key)}/versions`, z.object({ version: z.number() }), jsonBody('POST', input)),
    onSuccess: refresh,
  });
  const unpublish = useMutation({
    mutationFn: (input: UnpublishInput) =>
      apiFetch(
        `${door(key)}/unpublish`,
        z.object({ revision: z.number() }),
        jsonBody('POST', input),
      ),
    onSuccess: refresh,
  });
  return { saveDraft, publish, schedule, restore, unpublish };
}

/** Add service: a new service page, a draft; answers its key. */
export function useAddService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewServiceInput | NewOwnPageInput) =>
      apiFetch('/api/admin/pages', z.object({ key: z.string() }), jsonBody('POST', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
