'use client';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { CodeLanguageSelect } from './CodeLanguageSelect';
import styles from './EditorToolbar.module.css';
import { tools, type ToolbarActions } from './tools';

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
      <CodeLanguageSelect editor={editor} />
    </div>
  );
}
