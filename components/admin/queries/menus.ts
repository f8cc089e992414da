'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { menusSettingsSchema, type MenusSave } from '@/lib/domain/menus';
import { apiFetch, failWith, jsonBody } from './api-fetch';

const menusKey = ['menus'] as const;

export const useMenus = () =>
  useQuery({
    queryKey: menusKey,
    queryFn: () =>
      apiFetch('/api/admin/menus', menusSettingsSchema).catch(
        failWith('Failed to fetch the menus'),
      ),
  });

/** Saves over the version the form loaded; the answer (the new version) replaces the cache. */
export function useSaveMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MenusSave) =>
      apiFetch('/api/admin/menus', menusSettingsSchema, jsonBody('PUT', input)),
    onSuccess: (saved) => client.setQueryData(menusKey, saved),
  });
}
