'use client';
import { LazyRichTextEditor } from '@/components/admin/editor/LazyRichTextEditor';
import { TextField } from '@/components/admin/ui/TextField';
import formStyles from '@/components/admin/ui/AdminForm.module.css';

type Props<S> = {
  section: S;
  onChange: (section: S) => void;
  errors: Record<string, string>;
};

/** A section's "Heading" and its "Text" (the rich text editor), each with its refusal. */
export function HeadingAndText<S extends { heading: string; text: string }>({
  section,
  onChange,
  errors,
}: Props<S>) {
  return (
    <>
      <TextField
        label="Heading"
        value={section.heading}
        error={errors.heading}
        onChange={(e) => onChange({ ...section, heading: e.target.value })}
      />
      <LazyRichTextEditor
        label="Text"
        initialHtml={section.text}
        onChange={(text) => onChange({ ...section, text })}
      />
      {errors.text ? <p className={formStyles.fieldError}>{errors.text}</p> : null}
    </>
  );
}
