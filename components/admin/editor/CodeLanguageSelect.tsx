'use client';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useId } from 'react';
import { codeLanguages } from '@/lib/rich-text/lowlight';
import styles from './EditorToolbar.module.css';

/** The language of the code block the cursor is in; disabled outside code blocks. */
export function CodeLanguageSelect({ editor }: { editor: Editor | null }) {
  const id = useId();
  const language = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current?.isActive('codeBlock')
        ? String(current.getAttributes('codeBlock').language ?? '')
        : null,
  });
  return (
    <span className={styles.language}>
      <label htmlFor={id}>Code language</label>
      <select
        id={id}
        value={language ?? ''}
        disabled={!editor || language === null}
        onChange={(event) =>
          editor
            ?.chain()
            .focus()
            .updateAttributes('codeBlock', { language: event.target.value || null })
            .run()
        }
      >
        <option value="">Plain text</option>
        {codeLanguages.map(({ id: value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}
