import type { Editor } from '@tiptap/react';
import { isAllowedImage, isAllowedLink } from './allowed-uri';

// The toolbar's two tools that ask for an address.

export function editLink(editor: Editor) {
  const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const url = window.prompt(
    'Link address (https://, mailto: or tel:). Leave empty to remove the link.',
    previous,
  );
  if (url === null) return;
  if (url.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!isAllowedLink(url)) {
    window.alert('Use an address starting with http://, https://, ftp://, mailto: or tel:');
    return;
  }
  const href = url.trim();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
}

export function insertImage(editor: Editor) {
  const src = window.prompt('Image address (https://...)', 'https://');
  if (src === null || src.trim() === '' || src.trim() === 'https://') return;
  if (!isAllowedImage(src)) {
    window.alert('Use an image address starting with http:// or https://');
    return;
  }
  const alt = window.prompt('Describe the image for people who cannot see it') ?? '';
  editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
}
