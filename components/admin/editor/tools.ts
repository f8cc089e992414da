import type { Editor } from '@tiptap/react';
import { editLink } from './edit-link';

export type Tool = {
  name: string;
  glyph: string;
  /** Reported through aria-pressed when the tool toggles a format. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor, actions: ToolbarActions) => void;
};

export type ToolbarActions = {
  /** Opens the file picker: images are uploaded, never linked from other sites. */
  pickImage: () => void;
  /** Opens the media library's pictures, to put one in without uploading it again. */
  chooseFromLibrary: () => void;
  /** Asks again for the selected picture's description (or marks it decorative). */
  describeImage: () => void;
};

/** The toolbar's buttons, in order: docs/spec.md section 5's tools, code blocks and indents. */
export const tools: Tool[] = [
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
    name: 'Choose from library',
    glyph: 'Library',
    run: (_e, actions) => actions.chooseFromLibrary(),
  },
  { name: 'Describe image', glyph: 'Alt', run: (_e, actions) => actions.describeImage() },
  {
    name: 'Code block',
    glyph: '</>',
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  { name: 'Outdent', glyph: '⇤', run: (e) => e.chain().focus().outdent().run() },
  { name: 'Indent', glyph: '⇥', run: (e) => e.chain().focus().indent().run() },
  {
    name: 'Clear formatting',
    glyph: 'Clear',
    run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
  },
];
