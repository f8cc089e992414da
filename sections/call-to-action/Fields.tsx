'use client';
import { copyText } from '@/components/admin/pages/copy-text';
import type { FieldsProps } from '../fields-props';

export function CallToActionFields({ section, onChange, errors }: FieldsProps<'call-to-action'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('text', 'Text', 2)}
      {text('buttonLabel', 'Button label')}
      {text('buttonLink', 'Button link')}
    </>
  );
}
