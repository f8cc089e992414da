'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pageChecksSchema } from '@/lib/domain/page-checks';
import { apiFetch, jsonBody } from './api-fetch';

// The copy is sent once typing pauses, not at each key.
const PAUSE_MS = 400;

/**
 * The checks before publishing of the copy as the editor holds it, saved or not: the door asks
 * this server which of its links answer 404, which the browser cannot tell. The last answer
 * stays on screen while the next is asked.
 */
export function usePageChecks(key: string, content: unknown) {
  const [sent, setSent] = useState(content);
  useEffect(() => {
    const timer = setTimeout(() => setSent(content), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [content]);
  return useQuery({
    queryKey: ['page-checks', key, sent],
    queryFn: () =>
      apiFetch(
        `/api/admin/pages/${encodeURIComponent(key)}/checks`,
        pageChecksSchema,
        jsonBody('POST', { content: sent }),
      ),
    placeholderData: keepPreviousData,
  });
}
