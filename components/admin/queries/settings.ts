'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companySettingsSchema, type CompanyDetailsSave } from '@/lib/domain/company-details';
import { apiFetch, failWith, jsonBody } from './api-fetch';

const settingsKey = ['settings'] as const;

export const useCompanySettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () =>
      apiFetch('/api/admin/settings', companySettingsSchema).catch(
        failWith('Failed to fetch the company details'),
      ),
  });

/** Saves over the version the form loaded; the answer (the new version) replaces the cache. */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyDetailsSave) =>
      apiFetch('/api/admin/settings', companySettingsSchema, jsonBody('PUT', input)),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
