'use client';
import formStyles from '../ui/AdminForm.module.css';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import type { RichTextEditorProps } from './RichTextEditor';

/** A form's rich text field: the editor (its code loaded on demand), then why it was refused. */
export function RichTextField({ error, ...editor }: RichTextEditorProps & { error?: string }) {
  return (
    <>
      <LazyRichTextEditor {...editor} />
      {error ? <p className={formStyles.fieldError}>{error}</p> : null}
    </>
  );
}
