'use client';
import { useMutation } from '@tanstack/react-query';
import { mediaUploadSchema } from '@/lib/own-data/media/media-file';
import { ApiError, apiFetch } from './api-fetch';

/** Uploads one image for rich text; answers its address on this site. */
export function useUploadMedia() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiFetch('/api/admin/media', mediaUploadSchema, { method: 'POST', body: form });
    },
  });
}

/**
 * What a failed upload says: the server's own reason (a file that is not an image, too large),
 * else `unsent`.
 */
export const uploadFailure = (error: unknown, unsent: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : unsent;
