'use client';
import type { Editor } from '@tiptap/react';
import { useDescribeMedia } from '../queries/media-library';
import { useLibraryPicker } from './use-library-picker';

/** Asks for a picture's description: text, '' for decorative, undefined when cancelled. */
type AskDescription = (initial: string | null) => Promise<string | undefined>;

/**
 * "Choose from library": the picture chosen goes in at the cursor with the library's
 * description as its alt; one never described is asked for it first (the answer is kept in
 * the library too, so the next person who picks it is not asked again).
 */
export function useLibraryInsert(editor: Editor | null, askDescription: AskDescription) {
  const picker = useLibraryPicker();
  const describe = useDescribeMedia();

  async function chooseFromLibrary() {
    const item = await picker.pick();
    if (!item || !editor) return;
    let alt = item.description;
    if (alt === null) {
      alt = (await askDescription(null)) ?? null;
      if (alt !== null) describe.mutate({ id: item.id, description: alt });
    }
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: item.src, alt } })
      .run();
  }

  return { chooseFromLibrary, dialog: picker.dialog };
}
