'use client';
import { LazyRichTextEditor } from '@/components/admin/editor/LazyRichTextEditor';
import formStyles from '@/components/admin/ui/AdminForm.module.css';

/** A section's "Text": the rich text editor with its refusal under it. */
export function RichTextField(props: {
  html: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  return (
    <>
      <LazyRichTextEditor label="Text" initialHtml={props.html} onChange={props.onChange} />
      {props.error ? <p className={formStyles.fieldError}>{props.error}</p> : null}
    </>
  );
}
