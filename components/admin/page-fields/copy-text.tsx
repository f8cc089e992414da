'use client';
import { TextAreaField, TextField } from '@/components/admin/ui/TextField';

/** The keys of a page's copy that hold one piece of text (an optional one too). */
type TextKey<C> = { [K in keyof C]-?: C[K] extends string | undefined ? K : never }[keyof C] &
  string;

/**
 * The field of one piece of a page's copy (`rows` for a paragraph), labelled as a reader names
 * it, with its refusal beside it: what every page editor's form is mostly made of.
 */
export function copyText<C>(
  content: C,
  onChange: (content: C) => void,
  errors: Record<string, string>,
) {
  return function text(key: TextKey<C>, label: string, rows?: number) {
    const common = {
      label,
      name: key,
      value: (content[key] as string | undefined) ?? '',
      error: errors[key],
    };
    const change = (value: string) => onChange({ ...content, [key]: value });
    return rows ? (
      <TextAreaField {...common} rows={rows} onChange={(e) => change(e.target.value)} />
    ) : (
      <TextField {...common} onChange={(e) => change(e.target.value)} />
    );
  };
}
