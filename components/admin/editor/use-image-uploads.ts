'use client';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { MAX_IMAGE_BYTES } from '@/lib/domain/image';
import { IMAGE_TOO_LARGE, mediaFileSchema } from '@/lib/own-data/media/media-file';
import { uploadFailure, useUploadMedia } from '../queries/media';
import { useDescribeMedia } from '../queries/media-library';

export type Notice = { tone: 'info' | 'error'; text: string };

export const FOREIGN_IMAGES_DROPPED =
  'Images from other sites cannot be shown on this site, so only their descriptions were kept. Upload the image file instead.';

const failure = (error: unknown) =>
  uploadFailure(error, 'The image could not be uploaded. Check your connection and try again.');

/** Asks for a picture's description: text, '' for decorative, undefined when cancelled. */
type AskDescription = (initial: string | null) => Promise<string | undefined>;

/**
 * Image files chosen, pasted or dropped into the editor: each is uploaded (the server judges it
 * by its bytes), described for people who cannot see it, then put in at `at` or the cursor.
 * One left undescribed (the question cancelled) goes in without alt, and publishing refuses it
 * until it is described.
 */
export function useImageUploads(editor: Editor | null, askDescription: AskDescription) {
  const upload = useUploadMedia();
  const describe = useDescribeMedia();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function insertFiles(files: File[], at?: number) {
    if (!editor) return;
    for (const file of files) {
      if (file.size > MAX_IMAGE_BYTES) {
        setNotice({ tone: 'error', text: IMAGE_TOO_LARGE });
        continue;
      }
      setNotice({ tone: 'info', text: 'Uploading the image...' });
      let src: string;
      try {
        ({ src } = await upload.mutateAsync(file));
      } catch (error) {
        setNotice({ tone: 'error', text: failure(error) });
        continue;
      }
      setNotice(null);
      const alt = await askDescription(null);
      // Kept with the picture in the media library too, for whoever picks it there next.
      const uploaded = mediaFileSchema.safeParse(src.split('/').at(-1));
      if (alt !== undefined && uploaded.success)
        describe.mutate({ id: uploaded.data.id, description: alt });
      const image = { type: 'image', attrs: { src, alt: alt ?? null } };
      const chain = editor.chain().focus();
      // The text may have changed while the image was uploading and being described.
      const place = at === undefined ? null : Math.min(at, editor.state.doc.content.size);
      (place === null ? chain.insertContent(image) : chain.insertContentAt(place, image)).run();
    }
  }

  return { insertFiles, notice, setNotice };
}

/** Files to upload from a paste or drop; none when it also carries text (Word pastes both). */
export function filesOf(data: DataTransfer | null): File[] {
  if (!data || data.types.includes('text/plain')) return [];
  return Array.from(data.files);
}
