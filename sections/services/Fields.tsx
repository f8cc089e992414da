'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';

/** The services themselves are the site's: the section only introduces them. */
export function ServicesFields({ section, onChange, errors }: FieldsProps<'services'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('text', 'Text', 2)}
    </>
  );
}
