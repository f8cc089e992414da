'use client';
import { CodeBlockLowlight } from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import rich from '@/components/ui/RichContent.module.css';
import { IMAGE_TYPES } from '@/lib/domain/image';
import { lowlight } from '@/lib/rich-text/lowlight';
import { StateMessage } from '../ui/PageTitle';
import { isAllowedLink } from './allowed-uri';
import { EditorToolbar } from './EditorToolbar';
import { withoutForeignImages } from './foreign-html';
import { Indent } from './indent';
import styles from './RichTextEditor.module.css';
import { useImageDescription } from './use-image-description';
import { FOREIGN_IMAGES_DROPPED, filesOf, useImageUploads } from './use-image-uploads';
import { useLibraryInsert } from './use-library-insert';

export type RichTextEditorProps = {
  /** The visible label, also the editor's accessible name ("Description", "Requirements"). */
  label: string;
  initialHtml?: string;
  /** The HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void;
};

/**
 * docs/spec.md section 5's editor: headings 1 and 2, marks, lists, links, uploaded images, clean; and
 * section 9's indent levels 1 to 8 and highlighted code blocks (lowlight colours them as the
 * admin types, in place of the old editor's highlighting every 1000 ms).
 */
export default function RichTextEditor({ label, initialHtml = '', onChange }: RichTextEditorProps) {
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Read once: the editor takes its content when it is created.
  const [initial] = useState(() => withoutForeignImages(initialHtml));
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2] },
        codeBlock: false,
        code: false,
        link: {
          openOnClick: false,
          defaultProtocol: 'https',
          protocols: ['ftp', 'mailto', 'tel'],
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
      CodeBlockLowlight.configure({ lowlight, enableTabIndentation: true, tabSize: 2 }),
      Indent,
      Image,
      Placeholder.configure({ placeholder: 'Type here...' }),
    ],
    content: initial.html,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-placeholder': 'Type here...',
        class: `${styles.content} ${rich.richContent}`,
      },
      transformPastedHTML: (html) => {
        const pasted = withoutForeignImages(html);
        if (pasted.dropped) setNotice({ tone: 'info', text: FOREIGN_IMAGES_DROPPED });
        return pasted.html;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const description = useImageDescription();
  const { insertFiles, notice, setNotice } = useImageUploads(editor, description.ask);
  const library = useLibraryInsert(editor, description.ask);

  async function describeImage() {
    if (!editor?.isActive('image')) {
      setNotice({ tone: 'info', text: 'Select a picture first, then choose Describe image.' });
      return;
    }
    const alt = await description.ask((editor.getAttributes('image').alt as string | null) ?? null);
    if (alt !== undefined) editor.chain().focus().updateAttributes('image', { alt }).run();
  }
  const shown =
    notice ?? (initial.dropped ? { tone: 'info' as const, text: FOREIGN_IMAGES_DROPPED } : null);

  // Capture phase: image files are taken here, before ProseMirror's own paste and drop.
  const takeFiles = (event: ClipboardEvent | DragEvent, data: DataTransfer | null) => {
    const files = filesOf(data);
    if (files.length === 0 || !editor) return;
    event.preventDefault();
    event.stopPropagation();
    const at =
      'clientX' in event
        ? editor.view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos
        : undefined;
    void insertFiles(files, at);
  };

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div
        className={styles.frame}
        onPasteCapture={(event) => takeFiles(event, event.clipboardData)}
        onDropCapture={(event) => takeFiles(event, event.dataTransfer)}
      >
        <EditorToolbar
          editor={editor}
          label={`${label} formatting`}
          pickImage={() => fileInput.current?.click()}
          chooseFromLibrary={() => void library.chooseFromLibrary()}
          describeImage={() => void describeImage()}
        />
        <EditorContent editor={editor} />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        hidden
        aria-label={`Image for the ${label.toLowerCase()}`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void insertFiles(files);
        }}
      />
      {shown ? <StateMessage tone={shown.tone}>{shown.text}</StateMessage> : null}
      {library.dialog}
      {description.dialog}
    </div>
  );
}
