'use client';
import { copyText } from '@/components/admin/pages/copy-text';
import type { FieldsProps } from '../fields-props';
import { RichTextField } from '../RichTextField';

export function TextFields({ section, onChange, errors }: FieldsProps<'text'>) {
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <RichTextField
        html={section.text}
        onChange={(text) => onChange({ ...section, text })}
        error={errors.text}
      />
    </>
  );
}
