'use client';
import { useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '@/lib/dashboard/admin-stats';
import { apiFetch, failWith } from './api-fetch';

export const statsKey = ['stats'] as const;

/** The dashboard figures; the sidebar's alert card reads the same query. */
export function useStats() {
  return useQuery({
    queryKey: statsKey,
    queryFn: () =>
      apiFetch('/api/admin/stats', adminStatsSchema).catch(failWith('Failed to fetch the figures')),
  });
}
