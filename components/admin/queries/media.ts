'use client';
import { useMutation } from '@tanstack/react-query';
import { mediaUploadSchema } from '@/lib/own-data/media/media-file';
import { apiFetch } from './api-fetch';

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
