'use client';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { isAllowedLink } from './allowed-uri';
import styles from './EditorToolbar.module.css';

type Tool = {
  name: string;
  glyph: string;
  /** Reported through aria-pressed when the tool toggles a format. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor, actions: ToolbarActions) => void;
};

type ToolbarActions = {
  /** Opens the file picker: images are uploaded, never linked from other sites. */
  pickImage: () => void;
};

function editLink(editor: Editor) {
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

const tools: Tool[] = [
  {
    name: 'Heading 1',
    glyph: 'H1',
    active: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    name: 'Heading 2',
    glyph: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Bold',
    glyph: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    glyph: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Underline',
    glyph: 'U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'Strike',
    glyph: 'S',
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    name: 'Ordered list',
    glyph: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'Bullet list',
    glyph: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  { name: 'Link', glyph: 'Link', active: (e) => e.isActive('link'), run: editLink },
  { name: 'Image', glyph: 'Image', run: (_e, actions) => actions.pickImage() },
  {
    name: 'Clear formatting',
    glyph: 'Clear',
    run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
  },
];

export function EditorToolbar({
  editor,
  label,
  ...actions
}: { editor: Editor | null; label: string } & ToolbarActions) {
  // Re-renders only when a pressed state changes, not on every keystroke.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? tools.map((tool) => tool.active?.(current) ?? null) : null,
  });
  return (
    <div role="toolbar" aria-label={label} className={styles.toolbar}>
      {tools.map((tool, index) => {
        const state = pressed?.[index];
        return (
          <button
            key={tool.name}
            type="button"
            className={styles.tool}
            aria-label={tool.name}
            title={tool.name}
            aria-pressed={state === null || state === undefined ? undefined : state}
            disabled={!editor}
            onClick={() => editor && tool.run(editor, actions)}
          >
            <span aria-hidden="true" className={styles[`glyph${tool.glyph}`] ?? ''}>
              {tool.glyph}
            </span>
          </button>
        );
      })}
    </div>
  );
}
