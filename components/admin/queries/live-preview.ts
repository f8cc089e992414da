'use client';
import { useEffect, useState } from 'react';
import { apiFetch, ApiError, jsonBody } from './api-fetch';
import { usePausedJson } from './use-paused';

export type LivePreviewState = {
  /** How many copies the door has kept: the frame shows the page again at each. */
  stored: number;
  /** Why the copy last sent was refused (it does not fit yet), or null. */
  refusal: string | null;
};

/**
 * Sends page `key`'s unsaved copy to its live preview door at each pause in typing; a newer copy
 * cancels the request of an older one, so the last copy typed is the one kept.
 */
export function useLivePreview(key: string, content: unknown): LivePreviewState {
  const json = usePausedJson({ content });
  const [state, setState] = useState<LivePreviewState>({ stored: 0, refusal: null });
  useEffect(() => {
    const abort = new AbortController();
    const door = `/api/admin/pages/${encodeURIComponent(key)}/live-preview`;
    apiFetch(door, null, { ...jsonBody('PUT', null), body: json, signal: abort.signal }).then(
      () => setState((last) => ({ stored: last.stored + 1, refusal: null })),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // A 400 is copy half typed (an emptied field): Save draft names the fields.
        const refusal =
          error instanceof ApiError && error.status === 400
            ? 'The preview shows the last copy that fits: a field is empty or not right yet.'
            : 'The preview could not be updated just now.';
        setState((last) => ({ ...last, refusal }));
      },
    );
    return () => abort.abort();
  }, [key, json]);
  return state;
}
