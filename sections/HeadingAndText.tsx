'use client';
import { RichTextField } from '@/components/admin/editor/RichTextField';
import { TextField } from '@/components/admin/ui/TextField';

type Props<S> = {
  section: S;
  onChange: (section: S) => void;
  errors: Record<string, string>;
};

/** A section's "Heading", with its refusal. */
export function HeadingField<S extends { heading: string }>({
  section,
  onChange,
  errors,
}: Props<S>) {
  return (
    <TextField
      label="Heading"
      value={section.heading}
      error={errors.heading}
      onChange={(e) => onChange({ ...section, heading: e.target.value })}
    />
  );
}

/** A section's "Heading" and its "Text" (the rich text editor), each with its refusal. */
export function HeadingAndText<S extends { heading: string; text: string }>(props: Props<S>) {
  const { section, onChange, errors } = props;
  return (
    <>
      <HeadingField {...props} />
      <RichTextField
        label="Text"
        initialHtml={section.text}
        error={errors.text}
        onChange={(text) => onChange({ ...section, text })}
      />
    </>
  );
}
