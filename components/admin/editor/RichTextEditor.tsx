'use client';
import { CodeBlockLowlight } from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import rich from '@/components/ui/RichContent.module.css';
import { lowlight } from '@/lib/lowlight';
import { isAllowedLink } from './allowed-uri';
import { EditorToolbar } from './EditorToolbar';
import { Indent } from './indent';
import styles from './RichTextEditor.module.css';

export type RichTextEditorProps = {
  /** The visible label, also the editor's accessible name ("Description", "Requirements"). */
  label: string;
  initialHtml?: string;
  /** The HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void;
};

/**
 * SPEC.md section 5's editor: headings 1 and 2, marks, lists, links, images, clean; and section
 * 9's indent levels 1 to 8 and highlighted code blocks (lowlight colours them as the admin
 * types, in place of the old editor's highlighting every 1000 ms).
 */
export default function RichTextEditor({ label, initialHtml = '', onChange }: RichTextEditorProps) {
  const labelId = useId();
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
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-placeholder': 'Type here...',
        class: `${styles.content} ${rich.richContent}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className={styles.frame}>
        <EditorToolbar editor={editor} label={`${label} formatting`} />
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
