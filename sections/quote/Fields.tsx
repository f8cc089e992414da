'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';

export function QuoteFields({ section, onChange, errors }: FieldsProps<'quote'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('quote', 'Quote', 3)}
      {text('name', 'Name')}
      {text('company', 'Company')}
    </>
  );
}
