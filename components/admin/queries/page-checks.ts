'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageChecksSchema } from '@/lib/domain/page-checks';
import { apiFetch } from './api-fetch';
import { usePausedJson } from './use-paused';

/**
 * The checks before publishing of copy as an editor holds it, saved or not: the door asks this
 * server which of its links answer 404, which the browser cannot tell. The last answer stays on
 * screen while the next is asked.
 */
function useChecks(door: string, body: unknown) {
  const sent = usePausedJson(body);
  return useQuery({
    queryKey: ['checks', door, sent],
    queryFn: () =>
      apiFetch(door, pageChecksSchema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: sent,
      }),
    placeholderData: keepPreviousData,
  });
}

export type ChecksQuery = ReturnType<typeof useChecks>;

/** A site page's checks, from its copy (every kind's shape). */
export const usePageChecks = (key: string, content: unknown) =>
  useChecks(`/api/admin/pages/${encodeURIComponent(key)}/checks`, { content });

/** A news item's or a job's checks, from its lines and its rich text. */
export const useTextChecks = (text: string[], html: string[]) =>
  useChecks('/api/admin/checks', { text, html });
