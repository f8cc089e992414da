import type { Editor } from '@tiptap/react';
import { isAllowedLink } from './allowed-uri';

// The toolbar's Link tool: asks for an address and checks its scheme.

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
